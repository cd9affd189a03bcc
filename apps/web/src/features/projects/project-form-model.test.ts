import { describe, expect, it } from 'vitest';
import { addTags } from '@/components/ui/tag-input';
import { mapServerProject } from '@/entities/projects';
import { serverProject } from '@/test/helpers';
import {
  dateInputToSeconds,
  EMPTY_PROJECT_FORM,
  isoToDateInput,
  toProjectInput,
  validateProjectForm,
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
    const result = validateProjectForm(
      { ...EMPTY_PROJECT_FORM, title: 'x'.repeat(121), skills: ['ok', 'y'.repeat(41)] },
      'edit',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Project name must be at most 120 characters.',
        skills: `"${'y'.repeat(41)}": Each skill is at most 40 characters.`,
      },
    });
  });

  it('passes trimmed, parsed input on', () => {
    const result = validateProjectForm(
      { ...EMPTY_PROJECT_FORM, title: '  Loops  ', cycleDays: '3' },
      'create',
    );
    expect(result).toMatchObject({
      ok: true,
      data: { name: 'Loops', contributionCycleDays: 3, projectType: 'other' },
    });
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
