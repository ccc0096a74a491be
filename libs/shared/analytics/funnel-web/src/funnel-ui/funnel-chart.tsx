import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatShare, type FunnelStep } from '../funnel/funnel-steps';
import styles from './sales-funnel.module.css';

// Only the pieces a horizontal bar chart uses: Chart.js is tree-shakable when registered this way,
// and this module (with Chart.js) is loaded by the funnel page alone, after it has drawn its table.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The design's accent, read from the page so the chart follows the tokens. */
const accentOf = (element: Element) => getComputedStyle(element).getPropertyValue('--color-accent').trim() || '#6d1d3a';

export interface FunnelChartProps {
  title: string;
  steps: readonly FunnelStep[];
}

/**
 * One order form's funnel as horizontal bars (views, added to cart, checkouts, paid), each bar's
 * label carrying its conversion from the step before. A picture of the table beside it: screen
 * readers get its summary as the canvas's name, and the table has every number.
 */
export default function FunnelChart({ title, steps }: FunnelChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: steps.map((step) =>
          step.ofPrevious === null ? step.label : `${step.label} (${formatShare(step.ofPrevious)})`,
        ),
        datasets: [
          { label: title, data: steps.map((step) => step.count), backgroundColor: accentOf(element), borderRadius: 4 },
        ],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { tooltip: { enabled: true } },
      },
    });
    return () => chart.destroy();
  }, [title, steps]);
  const summary = steps
    .map(
      (step) =>
        `${step.count} ${step.label.toLowerCase()}${step.ofPrevious === null ? '' : ` (${formatShare(step.ofPrevious)})`}`,
    )
    .join(', ');
  return (
    <div className={styles['chart']}>
      <canvas ref={canvas} role="img" aria-label={`${title}: ${summary}`} />
    </div>
  );
}
