/** The teachers' screens' English texts, added when their code loads (they are not in the first download). */
import texts from '@/i18n/teaching.en.json';
import { addEnglish } from '@/i18n';

addEnglish(texts);
