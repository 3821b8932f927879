import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { addEnglish, changeLanguage } from '@/i18n';
import texts from '@/i18n/landing.en.json';
import { PATHS } from '@/config/paths';
import { MAIN_ID } from '@/components/SkipLink';
import { visuallyHidden } from '@/lib/a11y';

addEnglish(texts);

/** The explainer opens on demand, so its code is not part of the first download. */
const VideoDialog = lazy(() => import('../components/VideoDialog'));

const STEPS = ['account', 'class', 'quiz', 'progress'] as const;
const BENEFITS = ['curriculum', 'feedback', 'weekly', 'report', 'phone', 'languages'] as const;
const TEAM = [1, 2, 3, 4] as const;
const TESTIMONIALS = [1, 2, 3] as const;
const PARTNERS = [1, 2, 3, 4] as const;
const FOOTER = {
  quizzes: [
    { key: 'practice', to: PATHS.login },
    { key: 'weekly', to: PATHS.login },
    { key: 'exam', to: PATHS.login },
  ],
  progress: [
    { key: 'reportCard', to: PATHS.login },
    { key: 'leaderboard', to: PATHS.login },
    { key: 'achievements', to: PATHS.login },
  ],
  resources: [
    { key: 'howItWorks', to: '#how-it-works' },
    { key: 'benefits', to: '#benefits' },
    { key: 'team', to: '#team' },
  ],
  account: [
    { key: 'login', to: PATHS.login },
    { key: 'signUp', to: PATHS.userJourney },
    { key: 'forgot', to: PATHS.forgotPassword },
  ],
} as const;

function Section({ id, title, intro, children, tinted }: { id: string; title: string; intro?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? '#eef4ec' : undefined }}>
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: 5 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

const cardSx = { bgcolor: 'background.paper', borderRadius: 3, p: 3, border: '1px solid #dfe6dc', height: '100%' } as const;
const grid = (min: number) => ({ display: 'grid', gap: 3, gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}px, 100%), 1fr))` });

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  const sx = { color: 'inherit', textDecoration: 'none', opacity: 0.9, '&:hover': { textDecoration: 'underline' } } as const;
  return to.startsWith('#') ? (
    <Box component="a" href={to} sx={sx}>
      {children}
    </Box>
  ) : (
    <Box component={RouterLink} to={to} sx={sx}>
      {children}
    </Box>
  );
}

/** The public landing page: header, hero, video, steps, benefits, team, testimonials, partners, footer. */
export default function Landing() {
  const { t, i18n } = useTranslation();
  const [video, setVideo] = useState(false);
  const other = i18n.resolvedLanguage === 'fr' ? 'en' : 'fr';

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#fbfcfa' }}>
      <Box component="header" sx={{ borderBottom: '1px solid #e3e7e2', bgcolor: 'background.paper', position: 'sticky', top: 0, zIndex: 10 }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1.5, flexWrap: 'wrap' }}>
          <RouterLink to="/" style={{ textDecoration: 'none' }} aria-label={t('landing.home')}>
            <Logo size={32} />
          </RouterLink>
          <Box component="nav" aria-label={t('landing.nav')} sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 1 }, flexWrap: 'wrap' }}>
            <Button href="#how-it-works" color="inherit">
              {t('landing.quizzes')}
            </Button>
            <Button href="#benefits" color="inherit">
              {t('landing.progress')}
            </Button>
            <Button
              color="inherit"
              lang={other}
              onClick={() => void changeLanguage(other)}
            >
              {/* The name starts with what is shown ("FR"), then says what it does. */}
              {other.toUpperCase()}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('landing.switchLanguage', { language: t(`common.languages.${other}`) })}`}
              </Box>
            </Button>
            <Button component={RouterLink} to={PATHS.login} variant="contained">
              {t('landing.login')}
            </Button>
          </Box>
        </Container>
      </Box>

      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1 }}>
        {/* Hero */}
        <Box sx={{ py: { xs: 5, md: 9 }, background: 'linear-gradient(180deg, #e8f5e9 0%, #fbfcfa 100%)' }}>
          <Container maxWidth="lg" sx={{ display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' } }}>
            <Box>
              <Typography sx={{ color: 'primary.main', fontWeight: 700, mb: 1 }}>{t('landing.kicker')}</Typography>
              <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' }, lineHeight: 1.15, mb: 2 }}>
                {t('landing.hero')}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '1.1rem', mb: 3, maxWidth: 560 }}>
                {t('landing.heroText')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={PATHS.userJourney} variant="contained" size="large">
                  {t('landing.start')}
                </Button>
                {/* A teacher signs up too; onboarding records the request an admin approves. */}
                <Button component={RouterLink} to={`${PATHS.userJourney}?role=teacher`} variant="outlined" size="large">
                  {t('landing.teacher')}
                </Button>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t('landing.claim')}
              </Typography>
            </Box>
            <Box component="img" src="/images/landing/hero.svg" alt={t('landing.heroAlt')} width={480} height={360} sx={{ width: '100%', height: 'auto', maxWidth: 480, mx: 'auto' }} />
          </Container>
        </Box>

        {/* Video */}
        <Section id="video" title={t('landing.video.title')} intro={t('landing.video.intro')}>
          <Box
            component="button"
            type="button"
            onClick={() => setVideo(true)}
            aria-label={t('landing.video.play')}
            sx={{
              display: 'block',
              position: 'relative',
              width: '100%',
              maxWidth: 760,
              mx: 'auto',
              p: 0,
              border: 0,
              borderRadius: 4,
              overflow: 'hidden',
              cursor: 'pointer',
              bgcolor: 'transparent',
              '&:focus-visible': { outline: '3px solid #f9a825', outlineOffset: 3 },
            }}
          >
            <Box component="img" src="/images/landing/video-poster.svg" alt="" width={640} height={360} sx={{ display: 'block', width: '100%', height: 'auto' }} />
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <Box sx={{ width: 84, height: 84, borderRadius: '50%', bgcolor: '#fff', color: 'primary.main', display: 'flex', alignItems: 'center', justifyContent: 'center', boxShadow: 3 }}>
                <PlayArrow sx={{ fontSize: 52 }} />
              </Box>
            </Box>
          </Box>
          {video && (
            <Suspense fallback={null}>
              <VideoDialog open={video} onClose={() => setVideo(false)} />
            </Suspense>
          )}
        </Section>

        {/* Step guide */}
        <Section id="how-it-works" title={t('landing.steps.title')} intro={t('landing.steps.intro')} tinted>
          <Box component="ol" sx={{ ...grid(220), listStyle: 'none', p: 0, m: 0 }}>
            {STEPS.map((s, i) => (
              <Box component="li" key={s} sx={cardSx}>
                <Box sx={{ width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700, mb: 2 }} aria-hidden>
                  {i + 1}
                </Box>
                <Typography variant="h4" component="h3" gutterBottom>
                  {t(`landing.steps.${s}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`landing.steps.${s}.text`)}</Typography>
              </Box>
            ))}
          </Box>
        </Section>

        {/* Benefits */}
        <Section id="benefits" title={t('landing.benefits.title')} intro={t('landing.benefits.intro')}>
          <Box sx={grid(300)}>
            {BENEFITS.map((b) => (
              <Box key={b} sx={{ ...cardSx, borderTop: '4px solid', borderTopColor: 'primary.main' }}>
                <Typography variant="h4" component="h3" gutterBottom>
                  {t(`landing.benefits.${b}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`landing.benefits.${b}.text`)}</Typography>
              </Box>
            ))}
          </Box>
        </Section>

        {/* Team */}
        <Section id="team" title={t('landing.team.title')} intro={t('landing.team.intro')} tinted>
          <Box sx={grid(200)}>
            {TEAM.map((n) => (
              <Box key={n} sx={{ ...cardSx, textAlign: 'center' }}>
                <Box component="img" src={`/images/landing/team-${n}.svg`} alt={t('landing.team.photoAlt', { name: t(`landing.team.m${n}.name`) })} width={112} height={112} loading="lazy" sx={{ borderRadius: '50%', mb: 1.5 }} />
                <Typography variant="h4" component="h3">
                  {t(`landing.team.m${n}.name`)}
                </Typography>
                <Typography color="primary.main" sx={{ fontWeight: 600 }}>
                  {t(`landing.team.m${n}.role`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t(`landing.team.m${n}.bio`)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>

        {/* Testimonials */}
        <Section id="testimonials" title={t('landing.testimonials.title')} intro={t('landing.testimonials.intro')}>
          <Box sx={grid(260)}>
            {TESTIMONIALS.map((n) => (
              <Box component="figure" key={n} sx={{ ...cardSx, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="testimonial">
                <Box component="blockquote" sx={{ m: 0, fontSize: '1.05rem', flex: 1 }}>
                  “{t(`landing.testimonials.t${n}.quote`)}”
                </Box>
                <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box component="img" src={`/images/landing/portrait-${n}.svg`} alt={t('landing.testimonials.portraitAlt', { name: t(`landing.testimonials.t${n}.name`) })} width={56} height={56} loading="lazy" sx={{ borderRadius: '50%' }} />
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{t(`landing.testimonials.t${n}.name`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`landing.testimonials.t${n}.role`)}
                    </Typography>
                  </Box>
                </Box>
              </Box>
            ))}
          </Box>
        </Section>

        {/* Partners */}
        <Section id="partners" title={t('landing.partners.title')} intro={t('landing.partners.intro')} tinted>
          <Box sx={{ ...grid(180), alignItems: 'center', justifyItems: 'center' }}>
            {PARTNERS.map((n) => (
              <Box key={n} component="img" src={`/images/landing/partner-${n}.svg`} alt={t(`landing.partners.p${n}`)} width={200} height={64} loading="lazy" sx={{ maxWidth: '100%', height: 'auto' }} />
            ))}
          </Box>
        </Section>

        {/* Call to action */}
        <Box sx={{ py: { xs: 6, md: 8 }, textAlign: 'center' }}>
          <Container maxWidth="md">
            <Typography variant="h2" component="h2" gutterBottom>
              {t('landing.cta.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('landing.cta.text')}
            </Typography>
            <Button component={RouterLink} to={PATHS.userJourney} variant="contained" size="large">
              {t('landing.start')}
            </Button>
          </Container>
        </Box>
      </Box>

      <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#fff', pt: 6, pb: 4 }}>
        <Container maxWidth="lg">
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {(Object.keys(FOOTER) as (keyof typeof FOOTER)[]).map((col) => (
              <Box key={col} component="nav" aria-labelledby={`footer-${col}`}>
                <Typography id={`footer-${col}`} component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: '1rem' }}>
                  {t(`landing.footer.${col}`)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {FOOTER[col].map((l) => (
                    <li key={l.key}>
                      <FooterLink to={l.to}>{t(`landing.footer.links.${l.key}`)}</FooterLink>
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 5, opacity: 0.85, textAlign: 'center' }}>
            {t('landing.footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
