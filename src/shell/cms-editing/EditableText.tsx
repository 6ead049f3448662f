import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { asSingleLine, insertPlainText, textWithLineBreaks } from './plain-text.ts';

export interface EditableTextProps {
  /** The plain text the block holds now. */
  readonly value: string;
  /** Names the text for assistive technology ("Edit teaser: SmartLeads"). */
  readonly label: string;
  /** Texts and answers keep line breaks; headers, teasers, questions and items are one line (Enter commits). */
  readonly multiline: boolean;
  /** The block has an unpublished draft. */
  readonly hasDraft: boolean;
  /** Called on leaving the text when it changed. */
  readonly onCommit: (text: string) => void;
}

/**
 * A block's text, editable where it stands (portal-shell §4.3 "text blocks editable in
 * place"): a contentEditable that takes typed text, and pasted or dropped content as plain
 * text only. Leaving it commits a change (saved as the block's draft); Escape puts the text
 * back. While focused, a reload of the page does not overwrite what the editor is typing.
 */
export function EditableText({ value, label, multiline, hasDraft, onCommit }: EditableTextProps) {
  const element = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  // Compared in the form the editable gives back, so merely visiting a text never saves it.
  const shown = multiline ? value.trim() : asSingleLine(value).trim();

  useLayoutEffect(() => {
    const node = element.current;
    if (node && !focused.current && textWithLineBreaks(node) !== shown) node.textContent = shown;
  }, [shown]);

  const typed = (node: HTMLElement) => {
    const text = textWithLineBreaks(node);
    return multiline ? text : asSingleLine(text).trim();
  };

  const insert = (text: string) => {
    if (element.current) insertPlainText(element.current, multiline ? text : asSingleLine(text));
  };

  const onPaste = (event: ClipboardEvent<HTMLSpanElement>) => {
    event.preventDefault();
    insert(event.clipboardData.getData('text/plain'));
  };

  const onDrop = (event: DragEvent<HTMLSpanElement>) => {
    event.preventDefault();
    insert(event.dataTransfer.getData('text/plain'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.currentTarget.textContent = shown;
      event.currentTarget.blur();
    } else if (event.key === 'Enter' && !multiline) {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  return (
    <Box
      ref={element}
      // A span, so the text can stand inside a heading or a paragraph.
      component="span"
      role="textbox"
      aria-label={label}
      aria-multiline={multiline}
      contentEditable
      suppressContentEditableWarning
      spellCheck
      data-draft={hasDraft || undefined}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(event) => {
        focused.current = false;
        const text = typed(event.currentTarget);
        if (text !== shown) onCommit(text);
      }}
      onPaste={onPaste}
      onDrop={onDrop}
      onKeyDown={onKeyDown}
      sx={{
        display: 'block',
        whiteSpace: 'pre-wrap',
        minHeight: '1.5em',
        px: 0.5,
        borderRadius: 0.5,
        outline: '1px dashed',
        outlineColor: hasDraft ? 'warning.main' : 'primary.light',
        cursor: 'text',
        '&:focus': { outline: '2px solid', outlineColor: 'primary.main', bgcolor: 'action.hover' },
      }}
    />
  );
}
