// tsc compiles the package on its own (without vite/client types), so it declares the
// stylesheet imports: CSS modules give a class map.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
