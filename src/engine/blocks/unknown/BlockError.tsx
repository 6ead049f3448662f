import Alert from '@mui/material/Alert';

/** A block that cannot be shown says so, visibly, instead of leaving a blank where it should be. */
export function BlockError({ text, detail }: { text: string; detail?: string }) {
  return (
    <Alert severity="error" role="alert" data-block-error="">
      {text}
      {detail ? <div style={{ fontSize: '0.85em', opacity: 0.8 }}>{detail}</div> : null}
    </Alert>
  );
}
