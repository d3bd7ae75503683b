'use client';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

/** Questions and answers as accordions. */
export default function FaqSection({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <Container id="faq" component="section" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
        Frequently asked questions
      </Typography>
      {items.map((item, index) => (
        <Accordion key={item.question} disableGutters defaultExpanded={index === 0}>
          <AccordionSummary expandIcon={<ExpandMoreRounded />}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
