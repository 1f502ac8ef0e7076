import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { formatCents, parseEuros } from './money';
import { lineDraft, linesNetCents, type TermsDraft, type TermsErrors } from './quote-terms';

/**
 * The lines of a quote or order with an optional discount: each line editable, lines added and
 * removed, amounts typed as euros with a decimal comma, and the totals as they stand.
 */
export function LinesEditor({ draft, errors, onChange }: { draft: TermsDraft; errors: TermsErrors; onChange: (next: TermsDraft) => void }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.orders.fields.${field}`);
  const changeLine = (index: number, field: 'description' | 'quantity' | 'unitPrice', value: string) =>
    onChange({ ...draft, lines: draft.lines.map((line, at) => (at === index ? { ...line, [field]: value } : line)) });
  const sum = linesNetCents(draft.lines);
  const discount = parseEuros(draft.discount) ?? 0;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6">
        {label('lines')}
      </Typography>
      {errors.lines && (
        <Typography color="error" role="alert">
          {errors.lines}
        </Typography>
      )}
      {draft.lines.map((line, index) => (
        <Box
          key={line.key}
          role="group"
          aria-label={`${translate('resources.orders.fields.lines')} ${index + 1}`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            label={label('description')}
            value={line.description}
            onChange={(event) => changeLine(index, 'description', event.target.value)}
            error={Boolean(errors[`lines.${index}.description`])}
            helperText={errors[`lines.${index}.description`]}
            required
            sx={{ flex: '1 1 16rem' }}
          />
          <TextField
            label={label('quantity')}
            value={line.quantity}
            onChange={(event) => changeLine(index, 'quantity', event.target.value)}
            error={Boolean(errors[`lines.${index}.quantity`])}
            helperText={errors[`lines.${index}.quantity`]}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: '0 1 6rem' }}
          />
          <TextField
            label={label('unitPrice')}
            value={line.unitPrice}
            onChange={(event) => changeLine(index, 'unitPrice', event.target.value)}
            error={Boolean(errors[`lines.${index}.unitPrice`])}
            helperText={errors[`lines.${index}.unitPrice`]}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: '0 1 10rem' }}
          />
          <IconButton
            aria-label={translate('resources.orders.action.remove_line', { number: index + 1 })}
            onClick={() => onChange({ ...draft, lines: draft.lines.filter((_line, at) => at !== index) })}
            sx={{ mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange({ ...draft, lines: [...draft.lines, lineDraft()] })}>
          {translate('resources.orders.action.add_line')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          label={label('discount')}
          value={draft.discount}
          onChange={(event) => onChange({ ...draft, discount: event.target.value })}
          error={Boolean(errors.discount)}
          helperText={errors.discount ?? translate('resources.orders.hint.discount')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ flex: '0 1 12rem' }}
        />
        <TextField
          label={label('discountReason')}
          value={draft.discountReason}
          onChange={(event) => onChange({ ...draft, discountReason: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: '1 1 14rem' }}
        />
      </Box>
      <Typography aria-live="polite">
        {translate('resources.orders.total.net')}: {formatCents(Math.max(sum - discount, 0))}
      </Typography>
    </Stack>
  );
}
