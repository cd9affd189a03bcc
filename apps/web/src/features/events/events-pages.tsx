import { CalendarDays, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { ComingSoon } from '@/components/ui/coming-soon';
import { FilterChips } from '@/components/ui/filter-chips';

/** SPEC.md §2.3: the events section's categories. */
export const EVENT_CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'hackathons', label: 'Hackathons' },
  { value: 'competitions', label: 'Competitions' },
  { value: 'workshops', label: 'Workshops' },
  { value: 'meetups', label: 'Meetups' },
] as const;
type EventCategory = (typeof EVENT_CATEGORIES)[number]['value'];

export function EventsPage() {
  const [category, setCategory] = useState<EventCategory>('all');
  return (
    <ComingSoon title="Events" icon={CalendarDays} message="Events are coming soon.">
      <FilterChips
        label="Event categories"
        options={EVENT_CATEGORIES}
        value={category}
        onChange={setCategory}
        className="justify-center"
      />
    </ComingSoon>
  );
}

export function CreateEventPage() {
  return <ComingSoon title="Create Event" icon={CalendarPlus} message="Creating events is coming soon." />;
}

export function EventPage() {
  return <ComingSoon title="Event" icon={CalendarDays} message="Event details are coming soon." />;
}
