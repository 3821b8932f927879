/** The back-office's English texts, added when its code loads (they are not in the first download). */
import { admin } from '@/i18n/en.json';
import { addEnglish } from '@/i18n';

addEnglish({ admin });
