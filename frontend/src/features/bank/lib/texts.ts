/** The question bank's English texts, added when its code loads (they are not in the first download). */
import texts from '@/i18n/bank.en.json';
import { addEnglish } from '@/i18n';

addEnglish(texts);
