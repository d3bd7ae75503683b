import '@mui/material/styles';

// The docs theme is always built with CSS variables; this tells MUI's types so.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
