import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useCatalogueText } from '@/lib/catalogueText';
import { STORAGE } from '@/lib/constants';
import { resolveSlug } from '@/lib/slug';
import { readString, writeString } from '@/lib/storage';

export default function ModePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subjectName = '', className = '', topicName = '' } = useParams();
  const subject = resolveSlug(subjectName, [readString(STORAGE.selectedSubject)]);
  const topic = resolveSlug(topicName, [readString(STORAGE.selectedTopic)]);
  const catalogue = useCatalogueText();

  const choose = (mode: 'practice' | 'exam') => {
    writeString(STORAGE.quizMode, mode);
    navigate(`/start-quiz/subject/${subjectName}/class/${encodeURIComponent(className)}/topic/${topicName}/mode/${mode}`);
  };

  const options = [
    { mode: 'practice' as const, icon: <SchoolOutlined fontSize="large" />, title: t('subjects.practice'), text: t('subjects.practiceText') },
    { mode: 'exam' as const, icon: <TimerOutlined fontSize="large" />, title: t('subjects.exam'), text: t('subjects.examText') },
  ];
  return (
    <>
      <PageHeader title={t('subjects.modeTitle')} subtitle={t('subjects.modeSubtitle', { topic: catalogue.name(topic), subject: catalogue.name(subject), className })} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 720 }}>
        {options.map((o) => (
          <Card key={o.mode}>
            <CardActionArea onClick={() => choose(o.mode)} sx={{ height: '100%' }}>
              <CardContent sx={{ textAlign: 'center', py: 4 }}>
                <Box sx={{ color: 'primary.main' }} aria-hidden>
                  {o.icon}
                </Box>
                <Typography variant="h3" component="h2" sx={{ my: 1 }}>
                  {o.title}
                </Typography>
                <Typography color="text.secondary">{o.text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
