import { COMPOSE_MESSAGES_SW } from './messaging-compose.messages.sw';
import { NOTICE_MESSAGES_SW } from './messaging-notices.messages.sw';
import { SMS_MESSAGES_SW } from './messaging-sms.messages.sw';
import { SW_ROLES } from './roles.sw';

const STATUS = {
  queued: 'Kwenye foleni',
  sending: 'Inatumwa',
  sent: 'Imetumwa',
  delivered: 'Imefika',
  failed: 'Imeshindikana',
  rejected: 'Imekataliwa',
  opted_out: 'Amejiondoa',
  not_sent: 'Haikutumwa',
};
const GATEWAY = { log: 'Hakuna: jumbe hubaki kwenye foleni', africastalking: 'Africa’s Talking' };

/** Swahili of the messaging module (messaging.ts). */
export default {
  label: 'Ujumbe',
  resources: {
    sms_messages: {
      name: 'SMS |||| SMS zilizotumwa',
      count: 'SMS |||| SMS',
      fields: {
        phone: 'Namba',
        recipient_name: 'Jina',
        student_id: 'Mwanafunzi',
        body: 'Maandishi ya ujumbe',
        parts: 'Sehemu',
        encoding: 'Usimbaji',
        cost: 'Gharama',
        status: 'Hali',
        gateway: 'Lango',
        gateway_message_id: 'Kitambulisho cha lango',
        failure_reason: 'Sababu ya kushindikana',
        attempts: 'Majaribio',
        send_at: 'Itumwe',
        sent_at: 'Ilitumwa',
        delivered_at: 'Ilifika',
        batch_id: 'Awamu ya kutuma',
        sent_by: 'Imetumwa na',
      },
      helps: { cost: 'Makadirio wakati wa kupangwa; malipo ya lango ikishatumwa' },
      choices: { encoding: { gsm7: 'GSM-7', ucs2: 'UCS-2 (Unicode)' }, status: STATUS, gateway: GATEWAY },
      actions: {
        resend: { label: 'Tuma tena', confirm: 'Ujumbe unapangwa tena na kutumwa kupitia lango la SMS la shule.' },
      },
    },
    sms_batches: {
      name: 'Awamu ya SMS |||| Awamu za SMS',
      fields: {
        audience: 'Wapokeaji',
        body: 'Maandishi ya ujumbe',
        template_id: 'Kiolezo',
        recipients: 'Jumbe',
        total_parts: 'Sehemu',
        estimated_cost: 'Gharama inayokadiriwa',
        send_at: 'Itumwe',
        sent_by: 'Imetumwa na',
        source: 'Imetumwa kutoka',
        messages: 'Jumbe',
      },
      helps: { source: 'Skrini au moduli iliyoutuma: kuandika, ada, mitihani…' },
    },
    sms_templates: {
      name: 'Kiolezo cha SMS |||| Violezo vya SMS',
      fields: { name: 'Jina', purpose: 'Madhumuni', language: 'Lugha', body: 'Maandishi ya ujumbe', active: 'Hai' },
      helps: {
        body: 'Vishika nafasi: {first_name} {name} {admission_no} {class} {stream} {balance} {guardian_name} {school}',
      },
      choices: {
        purpose: {
          fee_reminder: 'Ukumbusho wa ada',
          results: 'Matokeo',
          closing_day: 'Siku ya kufunga shule',
          opening_day: 'Siku ya kufungua shule',
          arrival: 'Kufika shuleni',
          general: 'Ya kawaida',
        },
        language: { english: 'Lugha ya Kiingereza', swahili: 'Lugha ya Kiswahili' },
      },
    },
    sms_opt_outs: {
      name: 'Aliyejiondoa |||| Waliojiondoa kwenye SMS',
      fields: { phone: 'Namba', name: 'Jina', reason: 'Sababu', note: 'Dokezo', opted_out_on: 'Alijiondoa tarehe' },
      choices: {
        reason: {
          parent_request: 'Ombi la mzazi',
          stop_reply: 'Alijibu STOP',
          wrong_number: 'Namba si sahihi',
          other: 'Nyingine',
        },
      },
    },
    sms_settings: {
      name: 'Lango la SMS |||| Lango la SMS',
      fields: {
        gateway: 'Lango',
        environment: 'Mazingira',
        username: 'Jina la mtumiaji',
        api_key: 'Ufunguo wa API',
        api_key_hint: 'Ufunguo uliowekwa',
        sender_id: 'Jina la mtumaji',
        cost_per_part: 'Gharama kwa kila sehemu ya SMS',
        delivery_secret: 'Siri ya ripoti za kufika',
      },
      helps: {
        gateway: 'Africa’s Talking hutuma jumbe; bila lango hubaki kwenye foleni',
        username: 'Jina la programu ya Africa’s Talking ("sandbox" kwenye majaribio)',
        api_key: 'Acha tupu ili kubaki na ufunguo uliopo',
        sender_id: 'Jina la mtumaji lililosajiliwa; tupu hutumia namba fupi ya pamoja ya lango',
        cost_per_part: 'Hutumika kukadiria kabla ya kutuma; lango huripoti gharama halisi',
      },
      choices: { gateway: GATEWAY, environment: { sandbox: 'Majaribio (sandbox)', production: 'Halisi' } },
    },
    notices: {
      name: 'Tangazo |||| Ubao wa matangazo',
      count: 'Tangazo |||| Matangazo',
      fields: {
        title: 'Kichwa',
        body: 'Tangazo',
        audience: 'Walengwa',
        roles: 'Majukumu',
        starts_on: 'Lionyeshwe kuanzia',
        expires_on: 'Lionyeshwe hadi',
        pinned: 'Limebandikwa juu',
        posted_by: 'Limewekwa na',
      },
      helps: { pinned: 'Matangazo yaliyobandikwa hubaki juu' },
      choices: {
        audience: { all_staff: 'Wafanyakazi wote', roles: 'Majukumu yaliyochaguliwa', parents: 'Wazazi' },
        roles: SW_ROLES,
      },
      sections: { 0: 'Maudhui', 1: 'Nani na lini', other: 'Vinginevyo' },
    },
    newsletters: {
      name: 'Jarida |||| Majarida',
      fields: {
        title: 'Kichwa',
        issue_date: 'Tarehe ya toleo',
        body: 'Jarida',
        attachments: 'Viambatisho',
        status: 'Hali',
        published_at: 'Lilichapishwa',
        public_token: 'Kiungo cha umma',
        announced: 'Wazazi walioarifiwa kwa SMS',
      },
      choices: { status: { draft: 'Rasimu', published: 'Limechapishwa' } },
      lines: {
        attachments: {
          name: 'Kiambatisho |||| Viambatisho',
          fields: { upload_id: 'Faili lililopakiwa', caption: 'Maelezo mafupi' },
        },
      },
      actions: {
        publish: {
          label: 'Chapisha',
          confirm: 'Jarida linachapishwa kama PDF kwenye barua rasmi ya shule na haliwezi kubadilishwa tena.',
          fields: { announce: 'Waarifu wazazi kwa SMS', sms_text: 'Ujumbe wa SMS' },
          helps: {
            sms_text: 'Hutumwa kwa mzazi mkuu wa kila mwanafunzi anayesoma; kiungo huongezwa mwishoni',
          },
        },
      },
    },
  },
  pages: { '/newsms': 'Tuma SMS', '/newnotice': 'Tangazo jipya' },
  messages: { sms: SMS_MESSAGES_SW, compose: COMPOSE_MESSAGES_SW, notices: NOTICE_MESSAGES_SW },
};
