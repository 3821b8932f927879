import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '@/lib/catalogueText';
import { slugify } from '@/lib/slug';
import type { Subject } from '@/lib/types';

export const DEFAULT_SUBJECT_IMAGE = '/images/subject.svg';

export function SubjectCard({ subject }: { subject: Pick<Subject, 'name' | 'description' | 'image' | 'topicsCount' | 'id'> }) {
  const { t } = useTranslation();
  const catalogue = useCatalogueText();
  const name = catalogue.name(subject.name);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/subjectDetails/${slugify(subject.name)}`}
        state={{ subjectId: subject.id }}
        aria-label={t('subjects.open', { name })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
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
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h5" component="h3">
            {name}
          </Typography>
          {subject.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {catalogue.description(subject.description)}
            </Typography>
          )}
          {typeof subject.topicsCount === 'number' && (
            <Typography variant="caption" color="text.secondary">
              {t('subjects.topicsCount', { count: subject.topicsCount })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
