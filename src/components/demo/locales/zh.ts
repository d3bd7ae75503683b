import { zhCN } from '@mui/material/locale';
import { zhCN as grid } from '@mui/x-data-grid/locales';
import { zhCN as pickers } from '@mui/x-date-pickers/locales';

/** Chinese texts of the components the demos use, merged into the demo theme. */
export const packs: object[] = [zhCN, grid, pickers];
