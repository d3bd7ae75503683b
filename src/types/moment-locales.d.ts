// Moment's locale files register themselves when imported and export nothing typed; demos import
// them for that side effect, and the generated demo scopes load them with `import()`.
declare module 'moment/locale/*';
