'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import AppTheme from '../shared/AppTheme';
import ColorModeToggle from '../shared/ColorModeToggle';
import AddressForm from './AddressForm';
import OrderSummary from './OrderSummary';
import PaymentForm from './PaymentForm';
import Review from './Review';
import { cartTotals, money } from './cart';
import {
  EMPTY_ADDRESS,
  EMPTY_PAYMENT,
  hasErrors,
  validateAddress,
  validatePayment,
  type Address,
  type Errors,
  type Payment,
} from './validation';

const STEPS = ['Shipping address', 'Payment details', 'Review order'];

/** A three-step checkout: each step validates before the next one opens. */
export default function Checkout() {
  const [step, setStep] = useState(0);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [payment, setPayment] = useState<Payment>(EMPTY_PAYMENT);
  const [addressErrors, setAddressErrors] = useState<Errors<Address>>({});
  const [paymentErrors, setPaymentErrors] = useState<Errors<Payment>>({});
  const [orderNumber, setOrderNumber] = useState('');

  // Once a step has shown errors, they follow the user's edits instead of waiting for the next click.
  const updateAddress = (field: keyof Address, value: string) => {
    const next = { ...address, [field]: value };
    setAddress(next);
    if (addressErrors[field]) setAddressErrors({ ...addressErrors, [field]: validateAddress(next)[field] });
  };
  const updatePayment = (field: keyof Payment, value: string) => {
    const next = { ...payment, [field]: value };
    setPayment(next);
    if (paymentErrors[field]) setPaymentErrors({ ...paymentErrors, [field]: validatePayment(next)[field] });
  };

  const handleNext = () => {
    if (step === 0) {
      const errors = validateAddress(address);
      setAddressErrors(errors);
      if (hasErrors(errors)) return;
    }
    if (step === 1) {
      const errors = validatePayment(payment);
      setPaymentErrors(errors);
      if (hasErrors(errors)) return;
    }
    if (step === 2) setOrderNumber(`LM-${Math.floor(100000 + Math.random() * 900000)}`);
    setStep(step + 1);
  };

  const invalid = (step === 0 && hasErrors(addressErrors)) || (step === 1 && hasErrors(paymentErrors));

  return (
    <AppTheme>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <StorefrontRounded color="primary" />
          <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>Lumen Home</Typography>
          <ColorModeToggle />
        </Container>
      </Box>
      <Container component="main" id="main-content" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
          Checkout
        </Typography>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
              <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
                {STEPS.map((label) => (
                  <Step key={label}>
                    <StepLabel>{label}</StepLabel>
                  </Step>
                ))}
              </Stepper>
              {step === STEPS.length ? (
                <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} role="status">
                  <CheckCircleRounded color="success" sx={{ fontSize: 56 }} />
                  <Typography variant="h4" component="h2">
                    Thank you for your order
                  </Typography>
                  <Typography color="text.secondary">
                    Order {orderNumber} of {money(cartTotals().total)} is confirmed. This template does not
                    send data anywhere, so no email is on its way.
                  </Typography>
                  <Button
                    variant="outlined"
                    onClick={() => {
                      setStep(0);
                      setAddress(EMPTY_ADDRESS);
                      setPayment(EMPTY_PAYMENT);
                    }}
                  >
                    Start over
                  </Button>
                </Stack>
              ) : (
                <Box
                  component="form"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    handleNext();
                  }}
                >
                  <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                    {STEPS[step]}
                  </Typography>
                  {step === 0 && (
                    <AddressForm value={address} errors={addressErrors} onChange={updateAddress} />
                  )}
                  {step === 1 && (
                    <PaymentForm value={payment} errors={paymentErrors} onChange={updatePayment} />
                  )}
                  {step === 2 && <Review address={address} payment={payment} />}
                  {invalid && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                      Please fix the highlighted fields to continue.
                    </Alert>
                  )}
                  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', mt: 3 }}>
                    <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
                      Back
                    </Button>
                    <Button type="submit" variant="contained" size="large">
                      {step === 2 ? 'Place order' : 'Next'}
                    </Button>
                  </Stack>
                </Box>
              )}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <OrderSummary />
          </Grid>
        </Grid>
      </Container>
    </AppTheme>
  );
}
