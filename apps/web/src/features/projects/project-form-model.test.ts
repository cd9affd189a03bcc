import { describe, expect, it } from 'vitest';
import { addTags } from '@/components/ui/tag-input';
import { mapServerProject } from '@/entities/projects';
import { serverProject } from '@/test/helpers';
import {
  dateInputToSeconds,
  datesOutOfOrder,
  EMPTY_PROJECT_FORM,
  isoToDateInput,
  projectFieldOf,
  toProjectInput,
  valuesFromProject,
} from './project-form-model';

describe('the project form model', () => {
  it('turns a date input into seconds at 00:00 UTC and back', () => {
    expect(dateInputToSeconds('2025-06-01')).toBe(Date.UTC(2025, 5, 1) / 1000);
    expect(dateInputToSeconds('')).toBeNull();
    expect(dateInputToSeconds('June 1')).toBeNull();
    const seconds = dateInputToSeconds('2025-12-31') ?? 0;
    expect(isoToDateInput(new Date(seconds * 1000).toISOString())).toBe('2025-12-31');
  });

  it('fills the form from a project and gives the same input back', () => {
    const project = mapServerProject(
      serverProject({ startDate: Date.UTC(2025, 0, 2) / 1000, endDate: null, contributionCycleDays: null }),
    );
    const values = valuesFromProject(project);
    expect(values).toMatchObject({
      startDate: '2025-01-02',
      endDate: '',
      cycleDays: '',
      skills: ['synths', 'mixing'],
    });
    expect(toProjectInput(values)).toMatchObject({
      name: 'Night Drive',
      projectType: 'music',
      startDate: Date.UTC(2025, 0, 2) / 1000,
      endDate: null,
      contributionCycleDays: null,
    });
  });

  it('names the skill a message is about, and maps contract paths to form fields', () => {
    const values = { ...EMPTY_PROJECT_FORM, skills: ['ok', 'y'.repeat(41)] };
    expect(projectFieldOf('name', 'Project name must be at most 120 characters.', values)).toEqual({
      field: 'title',
      message: 'Project name must be at most 120 characters.',
    });
    expect(projectFieldOf('requiredSkills.1', 'Each skill is at most 40 characters.', values)).toEqual({
      field: 'skills',
      message: `"${'y'.repeat(41)}": Each skill is at most 40 characters.`,
    });
    expect(projectFieldOf('', 'Send at least one field to change.', values)).toBeUndefined();
  });

  it('says at once when the end date comes before the start date', () => {
    const values = { ...EMPTY_PROJECT_FORM, startDate: '2025-06-10' };
    expect(datesOutOfOrder({ ...values, endDate: '2025-06-01' })).toEqual({
      endDate: 'End date must not be before the start date.',
    });
    expect(datesOutOfOrder({ ...values, endDate: '2025-06-10' })).toEqual({});
    expect(datesOutOfOrder({ ...values, endDate: '' })).toEqual({});
  });

  it('adds skills without duplicates, up to 20', () => {
    expect(addTags(['Synths'], ' synths, vocals ,, ', 20)).toEqual({
      tags: ['Synths', 'vocals'],
      overLimit: false,
    });
    const twenty = Array.from({ length: 20 }, (_, i) => `s${i}`);
    expect(addTags(twenty, 'one more', 20)).toEqual({ tags: twenty, overLimit: true });
  });
});
