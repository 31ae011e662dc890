/** Demo poll content in English, Russian and Kazakh, across every answer format. */
export interface DemoPoll {
  text: string;
  type: 'agree_scale' | 'satisfaction_scale' | 'yes_no' | 'single' | 'multiple' | 'image';
  choices?: string[];
  /** For picture choices: one colour per choice, drawn as a labelled tile. */
  colours?: string[];
}

export const demoPolls: Record<'en' | 'ru' | 'kk', DemoPoll[]> = {
  en: [
    { text: 'Public transport in my city is reliable.', type: 'agree_scale' },
    { text: 'How satisfied are you with your mobile internet?', type: 'satisfaction_scale' },
    { text: 'Did you travel abroad this year?', type: 'yes_no' },
    { text: 'Which drink do you have most mornings?', type: 'single', choices: ['Tea', 'Coffee', 'Water', 'Juice', 'Nothing'] },
    { text: 'Which social networks do you use every week?', type: 'multiple', choices: ['Instagram', 'Telegram', 'WhatsApp', 'TikTok', 'YouTube', 'None'] },
    { text: 'Which colour would you choose for a new car?', type: 'image', choices: ['White', 'Black', 'Red', 'Blue'], colours: ['#f4f4f4', '#1d1d1d', '#c62828', '#1565c0'] },
    { text: 'Working from home makes me more productive.', type: 'agree_scale' },
    { text: 'How satisfied are you with online shopping delivery times?', type: 'satisfaction_scale' },
    { text: 'Do you read books on paper?', type: 'yes_no' },
    { text: 'How do you mostly pay in shops?', type: 'single', choices: ['Cash', 'Bank card', 'Phone (QR or NFC)', 'Other'] },
    { text: 'Which sports do you follow?', type: 'multiple', choices: ['Football', 'Boxing', 'Hockey', 'Tennis', 'Wrestling', 'None'] },
    { text: 'Which landscape do you like most?', type: 'image', choices: ['Mountains', 'Steppe', 'Lake', 'City'], colours: ['#6d8b74', '#d9b46c', '#4f9dd9', '#8e8e9a'] },
  ],
  ru: [
    { text: 'Общественный транспорт в моём городе надёжен.', type: 'agree_scale' },
    { text: 'Насколько вы довольны мобильным интернетом?', type: 'satisfaction_scale' },
    { text: 'Вы ездили за границу в этом году?', type: 'yes_no' },
    { text: 'Что вы чаще всего пьёте по утрам?', type: 'single', choices: ['Чай', 'Кофе', 'Воду', 'Сок', 'Ничего'] },
    { text: 'Какими соцсетями вы пользуетесь каждую неделю?', type: 'multiple', choices: ['Instagram', 'Telegram', 'WhatsApp', 'TikTok', 'YouTube', 'Никакими'] },
    { text: 'Какой цвет вы выбрали бы для новой машины?', type: 'image', choices: ['Белый', 'Чёрный', 'Красный', 'Синий'], colours: ['#f4f4f4', '#1d1d1d', '#c62828', '#1565c0'] },
    { text: 'Удалённая работа делает меня продуктивнее.', type: 'agree_scale' },
    { text: 'Насколько вы довольны сроками доставки интернет-заказов?', type: 'satisfaction_scale' },
    { text: 'Вы читаете бумажные книги?', type: 'yes_no' },
    { text: 'Как вы чаще всего платите в магазинах?', type: 'single', choices: ['Наличными', 'Банковской картой', 'Телефоном (QR или NFC)', 'Иначе'] },
    { text: 'За какими видами спорта вы следите?', type: 'multiple', choices: ['Футбол', 'Бокс', 'Хоккей', 'Теннис', 'Борьба', 'Ни за какими'] },
    { text: 'Какой пейзаж вам нравится больше всего?', type: 'image', choices: ['Горы', 'Степь', 'Озеро', 'Город'], colours: ['#6d8b74', '#d9b46c', '#4f9dd9', '#8e8e9a'] },
  ],
  kk: [
    { text: 'Менің қаламдағы қоғамдық көлік сенімді.', type: 'agree_scale' },
    { text: 'Мобильді интернетке қаншалықты ризасыз?', type: 'satisfaction_scale' },
    { text: 'Биыл шетелге бардыңыз ба?', type: 'yes_no' },
    { text: 'Таңертең көбінесе не ішесіз?', type: 'single', choices: ['Шай', 'Кофе', 'Су', 'Шырын', 'Ештеңе'] },
    { text: 'Қай әлеуметтік желілерді апта сайын қолданасыз?', type: 'multiple', choices: ['Instagram', 'Telegram', 'WhatsApp', 'TikTok', 'YouTube', 'Ешқайсысын'] },
    { text: 'Жаңа көлікке қай түсті таңдар едіңіз?', type: 'image', choices: ['Ақ', 'Қара', 'Қызыл', 'Көк'], colours: ['#f4f4f4', '#1d1d1d', '#c62828', '#1565c0'] },
    { text: 'Үйден жұмыс істеу менің өнімділігімді арттырады.', type: 'agree_scale' },
    { text: 'Интернет-тапсырыстарды жеткізу мерзіміне қаншалықты ризасыз?', type: 'satisfaction_scale' },
    { text: 'Қағаз кітап оқисыз ба?', type: 'yes_no' },
    { text: 'Дүкендерде көбінесе қалай төлейсіз?', type: 'single', choices: ['Қолма-қол', 'Банк картасымен', 'Телефонмен (QR немесе NFC)', 'Басқаша'] },
    { text: 'Қай спорт түрлерін қадағалайсыз?', type: 'multiple', choices: ['Футбол', 'Бокс', 'Хоккей', 'Теннис', 'Күрес', 'Ешқайсысын'] },
    { text: 'Қай табиғат көрінісі сізге көбірек ұнайды?', type: 'image', choices: ['Таулар', 'Дала', 'Көл', 'Қала'], colours: ['#6d8b74', '#d9b46c', '#4f9dd9', '#8e8e9a'] },
  ],
};
