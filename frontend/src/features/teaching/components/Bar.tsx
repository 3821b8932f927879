import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** One labelled horizontal bar: the text says the figure, the bar only draws it. */
export function Bar({ label, value, max = 100, text, marked }: { label: string; value: number; max?: number; text: string; marked?: string }) {
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: 1.25 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: marked ? 700 : 400, overflowWrap: 'anywhere' }}>
          {label}
          {marked && (
            <Box component="span" sx={{ ml: 1, fontWeight: 700, color: 'success.dark' }}>
              {marked}
            </Box>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={marked ? 'success' : 'primary'}
        aria-label={`${label}${marked ? ` (${marked})` : ''}: ${text}`}
        sx={{ height: 10, borderRadius: 5, mt: 0.5 }}
      />
    </Box>
  );
}
