// Tailwind runs only on stylesheets that use its directives: src/components/demo/tailwind.css.
const postcssConfig = { plugins: { '@tailwindcss/postcss': {} } };

export default postcssConfig;
