// Tailwind runs only on stylesheets that use its directives: src/components/demo/tailwind.css.
export default { plugins: { '@tailwindcss/postcss': {} } };
