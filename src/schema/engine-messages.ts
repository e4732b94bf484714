/**
 * English texts of the engine's own answers (`shule.errors.*`): the server formats its English
 * `message` from these, and sends the key with its arguments so a browser shows the same answer in
 * its user's language. Module rules keep theirs on their module (ModuleDef.messages).
 */
export const ENGINE_MESSAGES_EN = {
  fields: 'Some fields need attention',
  not_found: 'Not found',
  no_record: 'No %{singular} with id %{id}',
  forbidden: 'You do not have permission to do this',
  sign_in: 'Sign in required',
  server: 'Something went wrong on the server. The error has been logged.',
  kept_by_system: {
    created: '%{resource} are kept by the system and cannot be created here',
    changed: '%{resource} are kept by the system and cannot be changed here',
    deleted: '%{resource} are kept by the system and cannot be deleted here',
  },
  switched_off: {
    created: '%{resource} cannot be created here',
    changed: '%{resource} cannot be changed here',
    deleted: '%{resource} cannot be deleted here',
  },
  locked: 'This %{singular} is %{state} and can no longer be changed',
  locked_delete: 'This %{singular} is %{state}: cancel it instead',
  no_action: '%{resource} have no action "%{action}"',
  action_forbidden: 'You do not have permission to %{action} %{resource}',
  action_not_from: '%{action} is not possible: this %{singular} is %{state}, and %{action_lower} starts from %{from}',
  now_state: 'Now %{state}',
  not_a_line: 'Not a line of this record',
  same_values: 'A record with the same %{fields} already exists',
  same_value: 'A record with the same value already exists',
  in_use: 'This record is used by other records and cannot be removed or changed this way',
  refused_value: 'The database refused a value: %{detail}',
  held_by: '%{record} is referred to by %{holders} and cannot be deleted',
  held_by_instead: '%{record} is referred to by %{holders} and cannot be deleted. %{action} instead.',
  /** A number of records of one kind inside a list argument ("2 transfers"). */
  counted: '%{count} %{name}',
  undo_changed: 'Nothing was undone: %{singular} %{name} was changed after your change',
  undo_impossible: 'The change to %{singular} %{name} cannot be undone here: it changed its lines or a password',
  /** Words that join a translated list argument ("active or suspended", "Name, Code and Term"). */
  and: 'and',
  or: 'or',
} as const;
