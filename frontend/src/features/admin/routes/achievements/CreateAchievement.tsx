import { useCallback, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ACHIEVEMENT_RANKS } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { useAdminCreateAchievementsMutation } from '../../api';
import { AutoPopup, type PopupState } from '../../components/AutoPopup';
import { DEFAULT_ACHIEVEMENT_CATEGORY, DEFAULT_ACHIEVEMENT_RANK } from '../../lib/constants';
import type { NewAchievement } from '../../types';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

interface Row {
  key: number;
  id: string;
  title: string;
  description: string;
  category: string;
  rank: string;
}

let nextKey = 1;
const blank = (): Row => ({ key: nextKey++, id: '', title: '', description: '', category: DEFAULT_ACHIEVEMENT_CATEGORY, rank: DEFAULT_ACHIEVEMENT_RANK });

/** Several achievements at once: each needs a title and a description; id, category and rank are optional. */
export default function CreateAchievement() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [rows, setRows] = useState<Row[]>(() => [blank()]);
  const [problem, setProblem] = useState<string | null>(null);
  const [popup, setPopup] = useState<PopupState | null>(null);
  const [create, { isLoading }] = useAdminCreateAchievementsMutation();
  const closePopup = useCallback(() => setPopup(null), []);

  const change = (key: number, field: keyof Omit<Row, 'key'>, value: string) =>
    setRows((cur) => cur.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (rows.some((r) => !r.title.trim() || !r.description.trim())) {
      setProblem(t('admin.createAchievement.required'));
      return;
    }
    setProblem(null);
    const list: NewAchievement[] = rows.map((r) => ({
      ...(r.id.trim() ? { id: r.id.trim() } : {}),
      title: r.title.trim(),
      description: r.description.trim(),
      category: r.category.trim() || DEFAULT_ACHIEVEMENT_CATEGORY,
      rank: r.rank || DEFAULT_ACHIEVEMENT_RANK,
    }));
    try {
      const r = await create(list).unwrap();
      setPopup({ success: true, header: t('common.success'), message: t('admin.createAchievement.created', { count: r?.count ?? list.length }) });
      setRows([blank()]);
    } catch (err) {
      setPopup({ success: false, header: t('common.error'), message: serverErrorText(err) ?? t('admin.createAchievement.failed') });
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader title={t('admin.createAchievement.title')} />
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          {rows.map((r, i) => (
            <Paper key={r.key} variant="outlined" component="fieldset" sx={{ p: { xs: 2, sm: 3 }, m: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography component="legend" variant="h4" sx={{ float: 'left' }}>
                  {t('admin.createAchievement.item', { n: i + 1 })}
                </Typography>
                {rows.length > 1 && (
                  <IconButton aria-label={t('admin.createAchievement.remove', { n: i + 1 })} onClick={() => setRows((cur) => cur.filter((x) => x.key !== r.key))}>
                    <DeleteOutline />
                  </IconButton>
                )}
              </Box>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, clear: 'both' }}>
                <TextField label={t('admin.createAchievement.titleField')} value={r.title} onChange={(e) => change(r.key, 'title', e.target.value)} required />
                <TextField label={t('admin.createAchievement.id')} value={r.id} onChange={(e) => change(r.key, 'id', e.target.value)} />
                <TextField
                  label={t('admin.createAchievement.description')}
                  value={r.description}
                  onChange={(e) => change(r.key, 'description', e.target.value)}
                  required
                  multiline
                  minRows={2}
                  sx={{ gridColumn: '1 / -1' }}
                />
                <TextField label={t('admin.createAchievement.category')} value={r.category} onChange={(e) => change(r.key, 'category', e.target.value)} />
                <TextField select label={t('admin.createAchievement.rank')} value={r.rank} onChange={(e) => change(r.key, 'rank', e.target.value)}>
                  {ACHIEVEMENT_RANKS.map((rank) => (
                    <MenuItem key={rank} value={rank}>
                      {t(`common.ranks.${rank}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
            </Paper>
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<Add />} onClick={() => setRows((cur) => [...cur, blank()])}>
              {t('admin.createAchievement.addRow')}
            </Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? t('common.saving') : t('admin.createAchievement.save')}
            </Button>
            <Button onClick={() => navigate(PATHS.manageAchievements)} disabled={isLoading}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <AutoPopup popup={popup} onClose={closePopup} />
    </Box>
  );
}
