import { ptBR } from '@mui/material/locale';
import { ptBR as grid } from '@mui/x-data-grid/locales';
import { ptBR as pickers } from '@mui/x-date-pickers/locales';

/** Portuguese texts of the components the demos use, merged into the demo theme. */
export const packs: object[] = [ptBR, grid, pickers];
