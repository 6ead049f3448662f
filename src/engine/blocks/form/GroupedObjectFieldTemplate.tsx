import Box from '@mui/material/Box';
import { Templates } from '@rjsf/mui';
import { titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate!;

/**
 * A titled object field (a provider with its package) as a labelled group, so assistive
 * technology announces "Website Provider, group" before its fields, which share their labels
 * ("Provider", "Package") with the next group's.
 */
export function GroupedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  if (!props.title) return <MuiObjectFieldTemplate {...props} />;
  return (
    <Box role="group" aria-labelledby={titleId(props.fieldPathId)}>
      <MuiObjectFieldTemplate {...props} />
    </Box>
  );
}
