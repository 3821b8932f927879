import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '@/lib/catalogueText';
import { slugify } from '@/lib/slug';
import { visuallyHidden } from '@/lib/a11y';
import type { Subject } from '@/lib/types';

export const DEFAULT_SUBJECT_IMAGE = '/images/subject.svg';

/**
 * A subject's card, one link to its details. The link's name comes from its text (no
 * aria-label that would differ from what is seen): "Open" is said before the subject's name,
 * from a part hidden from sight. `headingLevel`: h2 right under a page's h1, h3 under a
 * section's h2 (the default).
 */
export function SubjectCard({
  subject,
  headingLevel = 'h3',
}: {
  subject: Pick<Subject, 'name' | 'description' | 'image' | 'topicsCount' | 'id'>;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const catalogue = useCatalogueText();
  const name = catalogue.name(subject.name);
  // "Open {{name}}" around the name: the words before and after it, said but not shown.
  const [before, after = ''] = t('subjects.open', { name: '\u0000' }).split('\u0000');
  return (
    <Card
      sx={{
        height: '100%',
        position: 'relative',
        '&:hover': { bgcolor: 'action.hover' },
        // The link's focus ring goes round the whole card, which the link covers.
        '&:has(a:focus-visible)': { outline: (theme) => `3px solid ${theme.palette.info.main}`, outlineOffset: 2 },
      }}
    >
      <CardMedia
        component="img"
        height="120"
        image={subject.image || DEFAULT_SUBJECT_IMAGE}
        alt=""
        onError={(e: React.SyntheticEvent<HTMLImageElement>) => {
          e.currentTarget.src = DEFAULT_SUBJECT_IMAGE;
        }}
        sx={{ objectFit: 'cover', bgcolor: '#e8f5e9' }}
      />
      <CardContent>
        <Typography variant="h5" component={headingLevel}>
          {/* One link, named "Open <subject>", stretched over the card so that the whole card opens the subject. */}
          <Link
            component={RouterLink}
            to={`/subjectDetails/${slugify(subject.name)}`}
            state={{ subjectId: subject.id }}
            underline="none"
            color="inherit"
            // A block, not inline: an inline link's stretched ::after gave Chromium a stray
            // content box below the card, where taps were computed (seen at phone size).
            sx={{
              display: 'block',
              fontWeight: 'inherit',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {before.trim() && (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {before.trim()}
                </Box>{' '}
              </>
            )}
            {name}
            {after.trim() && (
              <>
                {' '}
                <Box component="span" sx={visuallyHidden}>
                  {after.trim()}
                </Box>
              </>
            )}
          </Link>
        </Typography>
        {subject.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {catalogue.description(subject.description)}
          </Typography>
        )}
        {typeof subject.topicsCount === 'number' && (
          <Typography variant="caption" color="text.secondary">
            {t('subjects.topicsCount', { count: subject.topicsCount })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
