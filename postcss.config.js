// Panda CSS generates its stylesheet through PostCSS; Vite picks this file up.
export default { plugins: { '@pandacss/dev/postcss': {} } };
