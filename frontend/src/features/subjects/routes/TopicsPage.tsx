import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { useFilterTopicsQuery } from '../api';
import { useCatalogueText } from '@/lib/catalogueText';
import { CLASS_LEVELS, STORAGE } from '@/lib/constants';
import { resolveSlug, slugify } from '@/lib/slug';
import { readString, writeString } from '@/lib/storage';
import type { Topic } from '@/lib/types';

export default function TopicsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subjectName = '', classLevel = '' } = useParams();
  const subject = resolveSlug(subjectName, [readString(STORAGE.selectedSubject)]);
  const catalogue = useCatalogueText();
  const [selected, setSelected] = useState<Topic | null>(null);
  const { data: topics = [], isFetching, isError, refetch } = useFilterTopicsQuery(
    { classLevel, subject },
    { skip: !classLevel || !subject },
  );

  const changeClass = (c: string) => {
    setSelected(null);
    navigate(`/subject/${subjectName}/class/${encodeURIComponent(c)}/topics`, { replace: true });
  };
  const next = () => {
    if (!selected) return;
    writeString(STORAGE.selectedSubject, subject);
    writeString(STORAGE.selectedTopic, selected.name);
    navigate(`/subject/${slugify(subject)}/class/${encodeURIComponent(classLevel)}/topic/${slugify(selected.name)}/mode`);
  };

  return (
    <>
      <PageHeader title={t('subjects.topicsTitle')} subtitle={t('subjects.topicsSubtitle', { subject: catalogue.name(subject) })} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <TextField
          select
          size="small"
          label={t('common.class')}
          value={(CLASS_LEVELS as readonly string[]).includes(classLevel) ? classLevel : ''}
          onChange={(e) => changeClass(e.target.value)}
          sx={{ minWidth: 200, maxWidth: 260 }}
        >
          {CLASS_LEVELS.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={next} disabled={!selected}>
          {t('common.next')}
        </Button>
      </Box>
      {isError ? (
        <ErrorState message={t('subjects.fetchTopicsFailed')} onRetry={() => void refetch()} />
      ) : isFetching ? (
        <CardsSkeleton count={6} height={96} />
      ) : topics.length === 0 ? (
        <EmptyState message={t('subjects.comingSoon')} action={<Typography color="text.secondary">{t('subjects.comingSoonText')}</Typography>} />
      ) : (
        <Box
          role="radiogroup"
          aria-label={t('subjects.topicsTitle')}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
        >
          {topics.map((topic) => {
            const checked = selected?.id === topic.id;
            return (
              <Card key={topic.id} sx={{ borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1 }}>
                <CardActionArea
                  role="radio"
                  aria-checked={checked}
                  onClick={() => setSelected(topic)}
                  onDoubleClick={() => {
                    setSelected(topic);
                  }}
                  sx={{ height: '100%' }}
                >
                  <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    {/* A picture of a radio button, not a second control inside the card (which is the radio). */}
                    {checked ? (
                      <RadioButtonChecked aria-hidden color="primary" sx={{ m: 0.5 }} />
                    ) : (
                      <RadioButtonUnchecked aria-hidden color="action" sx={{ m: 0.5 }} />
                    )}
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="h5" component="h2">
                        {catalogue.name(topic.name)}
                      </Typography>
                      {topic.description && (
                        <Typography variant="body2" color="text.secondary">
                          {catalogue.description(topic.description)}
                        </Typography>
                      )}
                      {!!topic.subtopics?.length && (
                        <Typography variant="caption" color="text.secondary">
                          {t('subjects.subtopics')}: {topic.subtopics.map((s) => s.name).join(', ')}
                        </Typography>
                      )}
                    </Box>
                  </CardContent>
                </CardActionArea>
              </Card>
            );
          })}
        </Box>
      )}
    </>
  );
}
