import type { SameKeys } from './translations';
import type { COMPOSE_MESSAGES } from './messaging-compose.messages';

export const COMPOSE_MESSAGES_SW: SameKeys<typeof COMPOSE_MESSAGES> = {
  empty_message: 'Andika ujumbe',
  unknown_placeholders:
    'Vishika-nafasi visivyojulikana: %{names}. Tumia {first_name}, {name}, {admission_no}, {class}, {stream}, {balance}, {guardian_name} au {school}',
  inapplicable_placeholders: 'Wapokeaji hawa hawana thamani ya %{names}: viondoe au uchague walezi wa wanafunzi',
  invalid_numbers: 'Si nambari za simu za mkononi: %{numbers}. Zirekebishe au uziondoe; hakuna kilichotumwa',
  no_recipients: 'Hakuna wa kumtumia: hakuna aliyechaguliwa aliye na nambari ya simu inayoruhusiwa kutumiwa ujumbe',
  send_at_too_far: 'Isizidi siku %{days} kuanzia leo',
  too_many_students: 'Chagua wanafunzi wasiozidi %{max}',
  too_many_numbers: 'Andika nambari zisizozidi %{max}',
  unknown_audience: 'Chagua atakayepokea ujumbe',
};
