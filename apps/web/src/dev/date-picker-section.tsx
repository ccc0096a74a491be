import { DatePicker } from '@folio/ui-kit/date-picker';
import { Demo, GallerySection } from './gallery-section';
import styles from './gallery.module.css';

// Read once when the gallery loads: the demos need a fixed "today" to build their ranges on.
const now = new Date();
const TODAY = new Date(now.getFullYear(), now.getMonth(), now.getDate());
const daysFromToday = (days: number) => new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate() + days);
const noSundaysOrMondays = (day: Date) => day.getDay() === 0 || day.getDay() === 1;

export function DatePickerSection() {
  return (
    <GallerySection
      id="date-picker"
      title="Date picker"
      text="Day, month, year (a decade of 10) and time panels. Days before the minimum, after the maximum or disabled are refused with 'The selected date is invalid.'. Arrows, PageUp/PageDown, Home/End, Enter and Escape all work."
    >
      <div className={styles['grid']}>
        <Demo title="Default" caption="Long format, opens on today.">
          <DatePicker id="signing_date" />
        </Demo>
        <Demo title="Short format, with a value">
          <DatePicker id="closing_date" format="short" defaultValue={daysFromToday(10)} />
        </Demo>
        <Demo title="Minimum and maximum" caption="Today to 45 days ahead.">
          <DatePicker id="pickup_date" min={TODAY} max={daysFromToday(45)} />
        </Demo>
        <Demo
          title="Disabled days"
          caption="No signings on Sundays or Mondays: opening on one moves to the next open day."
        >
          <DatePicker id="signing_day" disabledDays={noSundaysOrMondays} min={TODAY} required />
        </Demo>
        <Demo title="With a time" caption="The time panel starts at 12:00.">
          <DatePicker id="doors_open" withTime min={TODAY} />
        </Demo>
        <Demo title="An invalid stored value" caption="A value outside the rules is flagged and blocks the form.">
          <DatePicker id="past_signing" label="Rescheduled to" min={TODAY} defaultValue={daysFromToday(-3)} />
        </Demo>
      </div>
    </GallerySection>
  );
}
