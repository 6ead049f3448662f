import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * A 0–100 value as a determinate progress bar with its percent beside it (a job's progress). The
 * bar is the `progressbar` role with `aria-valuenow`, so a screen reader and a test read the same
 * number the eye does; a value outside 0–100 is held to the bar's ends.
 */
export function ProgressValue({ value, text, label }: { value: number; text: string; label?: string }) {
  const bounded = Math.min(100, Math.max(0, value));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
      <LinearProgress variant="determinate" value={bounded} aria-label={label} sx={{ flex: 1, height: 8, borderRadius: 1 }} />
      <Typography variant="body2" component="span" sx={{ minWidth: '4ch', textAlign: 'end' }}>
        {text}
      </Typography>
    </Box>
  );
}
