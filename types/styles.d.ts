/** CSS modules are imported as one default object of class names: `import styles from './X.module.scss'`. */
declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A global stylesheet is imported for its side effect only: `import './global.scss'`. */
declare module '*.global.scss';
