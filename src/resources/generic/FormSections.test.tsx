// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choice, defineResource, lines, number, reference, text } from '../../schema/registry';
import { FormFields } from './FormSections';
import { registryValidator } from './formValidation';
import { form, TestAdmin, TestForm } from './testing';

const pupils = defineResource({
  name: 'pupils',
  path: '/pupils',
  label: 'Pupils',
  singular: 'Pupil',
  icon: 'student',
  module: 'admissions',
  fields: {
    name: text('Name', { required: true }),
    residence: choice('Residence', ['boarding', 'day'], { required: true }),
    dorm: text('Dormitory', { required: true, showWhen: { field: 'residence', is: ['boarding'] } }),
    class_id: reference('Class', 'classes'),
    stream_id: reference('Stream', 'streams', { within: 'class_id' }),
    items: lines('Items', { singular: 'Item', min: 1, max: 2, fields: { label: text('Label', { required: true }) } }),
    gender: choice('Gender', ['male', 'female']),
    hostel_id: reference('Hostel', 'hostels', {
      offerBy: { field: 'gender', target: 'gender', suits: { male: ['boys', 'mixed'], female: ['girls', 'mixed'] } },
    }),
    county: choice('County', ['Nakuru', 'Nairobi']),
    subcounty: choice('Subcounty', ['Njoro', 'Molo', 'Kibra'], {
      choicesBy: { field: 'county', groups: { Nakuru: ['Njoro', 'Molo'], Nairobi: ['Kibra'] } },
    }),
    marks: number('Marks', { integer: true, min: 0, max: 500 }),
  },
  list: ['name'],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  represent: '{name}',
  access: { read: [], write: [] },
});

afterEach(() => {
  cleanup();
  form.current = null;
});

const rows = [{ id: 10, name: 'North', class_id: 2 }];

function dataProvider() {
  const getList = vi.fn((_resource: string, _params: GetListParams) => Promise.resolve({ data: rows, total: 1 }));
  const getMany = vi.fn(() => Promise.resolve({ data: [] }));
  const provider = testDataProvider({ getList: getList as unknown as DataProvider['getList'], getMany });
  return { provider, getList };
}

function renderFields(fields: string[], record: Record<string, unknown>, onSubmit = vi.fn()) {
  const { provider, getList } = dataProvider();
  render(
    <TestAdmin dataProvider={provider}>
      <TestForm record={record} validate={registryValidator(pupils, 'update', record)} onSubmit={onSubmit}>
        <FormFields resource={pupils} fields={fields} mode="edit" />
      </TestForm>
    </TestAdmin>,
  );
  return { getList, onSubmit };
}

const setValue = (name: string, value: unknown) =>
  act(() => form.current?.setValue(name, value, { shouldDirty: true }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('showWhen', () => {
  it('hides the field until the other field has one of the values, and then shows it', async () => {
    renderFields(['residence', 'dorm'], { name: 'A', residence: 'day', items: [{ label: 'x' }] });
    await screen.findByText('Residence');
    expect(screen.queryByLabelText(/Dormitory/)).toBeNull();
    setValue('residence', 'boarding');
    expect(await screen.findByLabelText(/Dormitory/)).toBeTruthy();
    setValue('residence', 'day');
    await waitFor(() => expect(screen.queryByLabelText(/Dormitory/)).toBeNull());
  });

  it('does not require the field while it is hidden, and does while shown', async () => {
    const { onSubmit } = renderFields(['residence', 'dorm'], { name: 'A', residence: 'day', items: [{ label: 'x' }] });
    await screen.findByText('Residence');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    setValue('residence', 'boarding');
    await screen.findByLabelText(/Dormitory/);
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('within', () => {
  it("offers only the other field's matches and clears the choice when that field changes", async () => {
    const { getList } = renderFields(['class_id', 'stream_id'], { class_id: 2, stream_id: 10 });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('streams', expect.objectContaining({ filter: { class_id: 2 } })),
    );
    expect(form.current?.getValues('stream_id')).toBe(10);
    setValue('class_id', 3);
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('streams', expect.objectContaining({ filter: { class_id: 3 } })),
    );
    expect(form.current?.getValues('stream_id')).toBeNull();
    expect(getList.mock.calls.filter(([r, p]) => r === 'streams' && !p.filter?.class_id)).toEqual([]);
  });
});

describe('child rows', () => {
  const group = (n: number) => screen.getByRole('group', { name: `Item ${n}` });

  it('adds rows up to the most and removes them down to the fewest, with labelled buttons', async () => {
    renderFields(['items'], { items: [{ label: 'Bed' }] });
    const add = await screen.findByRole('button', { name: 'Add Item' });
    expect(within(group(1)).getByRole('button', { name: 'Remove Item 1' })).toHaveProperty('disabled', true);
    fireEvent.click(add);
    expect(within(group(2)).getByLabelText(/Label/)).toBeTruthy();
    expect(add).toHaveProperty('disabled', true);
    fireEvent.click(within(group(2)).getByRole('button', { name: 'Remove Item 2' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull());
    expect(add).toHaveProperty('disabled', false);
  });

  it("shows a row's validation error on that row's input", async () => {
    renderFields(['items'], { items: [{ label: 'Bed' }, { label: '' }] });
    await screen.findByRole('button', { name: 'Add Item' });
    save();
    await waitFor(() => expect(within(group(2)).getByText('Required')).toBeTruthy());
    expect(within(group(1)).queryByText('Required')).toBeNull();
    expect(within(group(2)).getByLabelText(/Label/).getAttribute('aria-invalid')).toBe('true');
  });

  it("puts the server's errors keyed by row on the right input", async () => {
    const onSubmit = vi.fn(() => ({ 'items.1.label': 'Already listed' }));
    renderFields(['items'], { items: [{ label: 'Bed' }, { label: 'Desk' }] }, onSubmit);
    await screen.findByRole('button', { name: 'Add Item' });
    save();
    expect(await within(group(2)).findByText('Already listed')).toBeTruthy();
    expect(within(group(1)).queryByText('Already listed')).toBeNull();
  });
});

describe('offerBy', () => {
  it("offers the records that suit the other field's value, nothing before it, and clears the choice when it changes", async () => {
    const { getList } = renderFields(['gender', 'hostel_id'], { gender: 'female', hostel_id: 10 });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'hostels',
        expect.objectContaining({ filter: { gender: ['girls', 'mixed'] } }),
      ),
    );
    expect(form.current?.getValues('hostel_id')).toBe(10);
    setValue('gender', 'male');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'hostels',
        expect.objectContaining({ filter: { gender: ['boys', 'mixed'] } }),
      ),
    );
    expect(form.current?.getValues('hostel_id')).toBeNull();
    expect(getList.mock.calls.filter(([r, p]) => r === 'hostels' && !p.filter?.gender)).toEqual([]);
  });

  it('keeps a choice set together with the value it depends on (a restored draft)', async () => {
    renderFields(['gender', 'hostel_id'], {});
    await screen.findByText('Hostel');
    act(() => form.current?.reset({ gender: 'female', hostel_id: 10 }));
    await waitFor(() => expect(form.current?.getValues('gender')).toBe('female'));
    expect(form.current?.getValues('hostel_id')).toBe(10);
  });
});

describe('choicesBy', () => {
  const options = async () => {
    fireEvent.mouseDown(within(cell('subcounty')).getByRole('combobox'));
    const list = await screen.findByRole('listbox');
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    fireEvent.keyDown(list, { key: 'Escape' });
    // Less the empty choice; this throw-away declaration has no catalog entries, so its options show their keys.
    return names
      .filter((n) => (n ?? '').replace('\u200b', '').trim() !== '')
      .map((n) => n?.replace('resources.pupils.choices.subcounty.', ''));
  };
  const cell = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;

  it("is a select of the other field's group, waiting with a hint until it has a value", async () => {
    renderFields(['county', 'subcounty'], {});
    await screen.findByText('Subcounty');
    expect(within(cell('subcounty')).getByRole('combobox').getAttribute('aria-disabled')).toBe('true');
    expect(cell('subcounty').textContent).toContain('Choose the county first');
    setValue('county', 'Nakuru');
    await waitFor(() =>
      expect(within(cell('subcounty')).getByRole('combobox').getAttribute('aria-disabled')).toBeNull(),
    );
    expect(await options()).toEqual(['Njoro', 'Molo']);
  });

  it('clears the choice when the other field moves to a group it is not in', async () => {
    renderFields(['county', 'subcounty'], { county: 'Nakuru', subcounty: 'Molo' });
    await screen.findByText('Subcounty');
    expect(form.current?.getValues('subcounty')).toBe('Molo');
    setValue('county', 'Nairobi');
    await waitFor(() => expect(form.current?.getValues('subcounty')).toBeNull());
    expect(await options()).toEqual(['Kibra']);
  });
});

describe('checked as it is left', () => {
  it("shows the declaration's message as soon as the field loses focus, before any save", async () => {
    const { onSubmit } = renderFields(['marks'], { marks: null });
    const input = await screen.findByLabelText(/Marks/);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '600' } });
    expect(screen.queryByText('Must be at most 500')).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText('Must be at most 500')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '450' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.queryByText('Must be at most 500')).toBeNull());
  });
});
