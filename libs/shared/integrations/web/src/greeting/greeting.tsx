import styles from './greeting.module.css';

export interface GreetingProps {
  name: string;
}

/** A starter component: replace it with the package's first real one. */
export function Greeting({ name }: GreetingProps) {
  return <h2 className={styles['greeting']}>Hello, {name}</h2>;
}
