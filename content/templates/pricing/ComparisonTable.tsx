'use client';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { COMPARISON, PLANS } from './plans';

/** Every feature against every plan. The feature column stays put while the table scrolls on phones. */
export default function ComparisonTable() {
  return (
    <Container component="section" aria-labelledby="compare-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Typography id="compare-title" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
        Compare plans
      </Typography>
      <TableContainer
        component={Paper}
        variant="outlined"
        tabIndex={0}
        aria-label="Plan comparison, scrolls sideways"
      >
        <Table sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
                Feature
              </TableCell>
              {PLANS.map((plan) => (
                <TableCell key={plan.id} align="center" sx={{ fontWeight: 700 }}>
                  {plan.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {COMPARISON.map((row) => (
              <TableRow key={row.feature}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
                >
                  {row.feature}
                </TableCell>
                {PLANS.map((plan) => {
                  const value = row.values[plan.id];
                  return (
                    <TableCell key={plan.id} align="center">
                      {value === true ? (
                        <CheckRounded color="primary" aria-label="Included" />
                      ) : value === false ? (
                        <RemoveRounded color="disabled" aria-label="Not included" />
                      ) : (
                        value
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
