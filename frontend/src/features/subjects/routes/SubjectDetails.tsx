import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SUBJECT_IMAGE } from '@/components/SubjectCard';
import { ErrorState } from '@/components/Feedback';
import { storedClassName } from '@/hooks/useCurrentUser';
import { useCatalogueText } from '@/lib/catalogueText';
import { useGetAllSubjectsQuery } from '@/lib/commonApi';
import { matchesSlug, slugify, unslugify } from '@/lib/slug';
import { formatDate } from '@/lib/time';
import { STORAGE } from '@/lib/constants';
import { writeString } from '@/lib/storage';

export default function SubjectDetails() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { subject: param = '' } = useParams();
  const location = useLocation();
  const stateId = (location.state as { subjectId?: string } | null)?.subjectId;
  const { data, isLoading, isError, refetch } = useGetAllSubjectsQuery();
  const subject =
    data?.find((s) => s.id === stateId) ?? data?.find((s) => s.id === param) ?? data?.find((s) => matchesSlug(s.name, param));
  const name = subject?.name ?? unslugify(param);
  const catalogue = useCatalogueText();
  const shownName = catalogue.name(name);
  const className = storedClassName();

  const start = () => {
    writeString(STORAGE.selectedSubject, name);
    navigate(`/subject/${slugify(name)}/class/${encodeURIComponent(className)}/topics`);
  };

  return (
    <Box sx={{ maxWidth: 820 }}>
      <Button startIcon={<ArrowBack />} onClick={() => navigate(-1)} sx={{ mb: 2 }}>
        {t('common.back')}
      </Button>
      {isError && <ErrorState message={t('subjects.fetchSubjectsFailed')} onRetry={() => void refetch()} />}
      <Card>
        {isLoading ? (
          <Skeleton variant="rectangular" height={220} />
        ) : (
          <CardMedia
            component="img"
            height="220"
            image={subject?.image || DEFAULT_SUBJECT_IMAGE}
            alt={t('subjects.imageAlt', { name: shownName })}
            onError={(e: React.SyntheticEvent<HTMLImageElement>) => {
              e.currentTarget.src = DEFAULT_SUBJECT_IMAGE;
            }}
            sx={{ objectFit: 'cover', bgcolor: '#e8f5e9' }}
          />
        )}
        <CardContent>
          <Typography variant="h1" component="h1" gutterBottom>
            {isLoading ? <Skeleton width={200} /> : shownName}
          </Typography>
          {subject?.description && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {catalogue.description(subject.description)}
            </Typography>
          )}
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('subjects.classLevel')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {subject?.classLevel || className}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('subjects.stream')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <Chip size="small" label={t(`common.streams.${subject?.meta?.stream || 'General'}`, { defaultValue: subject?.meta?.stream ?? '' })} />
            </Typography>
            {subject?.createdAt && (
              <>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {t('subjects.createdDate')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {formatDate(subject.createdAt, i18n.language)}
                </Typography>
              </>
            )}
          </Box>
          <Button variant="contained" size="large" sx={{ mt: 3 }} onClick={start} disabled={isLoading}>
            {t('subjects.startQuiz')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
