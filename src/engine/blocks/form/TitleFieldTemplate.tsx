import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { TitleFieldProps } from '@rjsf/utils';

/**
 * The title of an object or list field, as @rjsf/mui draws it, but one heading level under the
 * block's title (h2): @rjsf/mui makes every such title an h5, which skips levels and breaks the
 * page's outline for screen-reader users (axe heading-order).
 */
export function TitleFieldTemplate({ id, title, optionalDataControl }: TitleFieldProps) {
  const heading = (
    <Typography variant="h6" component="h3">
      {title}
    </Typography>
  );
  return (
    <Box id={id} sx={{ mb: 1, mt: 1 }}>
      {optionalDataControl ? (
        <Grid container spacing={0}>
          <Grid size="grow">{heading}</Grid>
          <Grid sx={{ justifyContent: 'flex-end' }}>{optionalDataControl}</Grid>
        </Grid>
      ) : (
        heading
      )}
      <Divider />
    </Box>
  );
}
