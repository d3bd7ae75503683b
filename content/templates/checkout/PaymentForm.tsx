'use client';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import { formatCardNumber, type Errors, type Payment } from './validation';

interface PaymentFormProps {
  value: Payment;
  errors: Errors<Payment>;
  onChange: (field: keyof Payment, value: string) => void;
}

/** Step 2: card details, formatted as typed. */
export default function PaymentForm({ value, errors, onChange }: PaymentFormProps) {
  const field = (name: keyof Payment, label: string, autoComplete: string) => ({
    id: `payment-${name}`,
    name,
    label,
    autoComplete,
    fullWidth: true,
    required: true,
    value: value[name],
    error: Boolean(errors[name]),
    helperText: errors[name] || ' ',
  });
  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={12}>
        <Alert severity="info" variant="outlined">
          Test card: 4242 4242 4242 4242 with any future date. Nothing is charged.
        </Alert>
      </Grid>
      <Grid size={12}>
        <TextField
          {...field('cardName', 'Name on card', 'cc-name')}
          onChange={(event) => onChange('cardName', event.target.value)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field('cardNumber', 'Card number', 'cc-number')}
          inputMode="numeric"
          placeholder="0000 0000 0000 0000"
          onChange={(event) => onChange('cardNumber', formatCardNumber(event.target.value))}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <CreditCardRounded color="action" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          {...field('expiry', 'Expiry (MM/YY)', 'cc-exp')}
          placeholder="MM/YY"
          inputMode="numeric"
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
            onChange('expiry', digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits);
          }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          {...field('cvc', 'CVC', 'cc-csc')}
          inputMode="numeric"
          onChange={(event) => onChange('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </Grid>
    </Grid>
  );
}
