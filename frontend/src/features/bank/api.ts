import type { Answer } from '@/lib/types';
import { api, listTag } from '@/lib/api';
import { attachmentName, filterParams } from '@/lib/query';
import type { Topic } from '@/lib/types';
import type {
  BankListArgs,
  BankPage,
  BankQuestion,
  ExportFormat,
  GenerateDrafts,
  ImportArgs,
  ImportPreview,
  NewBankQuiz,
  Problem,
  QuestionForm,
  QuestionVersion,
  TryAnswerResult,
} from './types';

const enc = encodeURIComponent;

export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', gift: 'gift', moodleXml: 'xml', aiken: 'txt' };

export const bankApi = api.injectEndpoints({
  endpoints: (build) => ({
    bankQuestions: build.query<BankPage, BankListArgs>({
      query: (args) => ({ url: 'api/bank/questions', params: filterParams(args) }),
      transformResponse: (r: Answer<'/api/bank/questions', 'get'>) => r,
      providesTags: (r) => [listTag('BankQuestion'), ...(r?.data ?? []).map((q) => ({ type: 'BankQuestion' as const, id: q.id }))],
    }),
    bankQuestion: build.query<{ data: BankQuestion; versions: QuestionVersion[] }, string>({
      query: (id) => `api/bank/questions/${enc(id)}`,
      transformResponse: (r: Answer<'/api/bank/questions/{id}', 'get'>) => r,
      providesTags: (_r, _e, id) => [{ type: 'BankQuestion', id }],
    }),
    bankCreate: build.mutation<{ data: BankQuestion; message: string }, QuestionForm>({
      query: (body) => ({ url: 'api/bank/questions', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/bank/questions', 'post'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('BankQuestion')]),
    }),
    bankUpdate: build.mutation<{ data: BankQuestion; message: string }, { id: string; version: number; form: QuestionForm }>({
      query: ({ id, version, form }) => ({ url: `api/bank/questions/${enc(id)}`, method: 'PUT', body: { ...form, version } }),
      transformResponse: (r: Answer<'/api/bank/questions/{id}', 'put'>) => r,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('BankQuestion'), { type: 'BankQuestion', id }]),
    }),
    bankDelete: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `api/bank/questions/${enc(id)}`, method: 'DELETE' }),
      transformResponse: (r: Answer<'/api/bank/questions/{id}', 'delete'>) => r,
      invalidatesTags: (_r, error, id) => (error ? [] : [listTag('BankQuestion'), { type: 'BankQuestion', id }]),
    }),
    bankCheck: build.mutation<Problem[], QuestionForm>({
      query: (body) => ({ url: 'api/bank/questions/check', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/bank/questions/check', 'post'>) => r.problems,
    }),
    bankTryAnswer: build.mutation<TryAnswerResult, { question: QuestionForm; answer: string | string[] }>({
      query: (body) => ({ url: 'api/bank/try-answer', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/bank/try-answer', 'post'>) => r,
    }),
    bankImport: build.mutation<ImportPreview, ImportArgs>({
      query: ({ file, format, subject, classLevel, topic, status, confirm }) => {
        const body = new FormData();
        body.append('file', file);
        if (format) body.append('format', format);
        if (subject) body.append('subject', subject);
        if (classLevel) body.append('classLevel', classLevel);
        if (topic) body.append('topic', topic);
        body.append('status', status);
        if (confirm) body.append('confirm', 'true');
        return { url: 'api/bank/import', method: 'POST', body };
      },
      transformResponse: (r: Answer<'/api/bank/import', 'post'>) => r,
      invalidatesTags: (_r, error, { confirm }) => (error || !confirm ? [] : [listTag('BankQuestion')]),
    }),
    bankExport: build.mutation<{ name: string; text: string }, { format: ExportFormat; filters: object }>({
      query: ({ format, filters }) => ({
        url: 'api/bank/export',
        params: filterParams({ ...filters, format }),
        responseHandler: 'text',
      }),
      transformResponse: (text: string, meta, { format }) => ({
        text,
        name: attachmentName((meta as { response?: Response } | undefined)?.response?.headers.get('Content-Disposition'), `sabi-questions.${EXPORT_EXTENSIONS[format]}`),
      }),
    }),
    /** A generator's questions on one topic, kept as drafts (docs/bank-api.md). */
    bankGenerate: build.mutation<{ data: BankQuestion[] }, GenerateDrafts>({
      query: (body) => ({ url: 'api/bank/generate', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/bank/generate', 'post'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('BankQuestion')]),
    }),
    bankCreateQuiz: build.mutation<{ data: { id: string }; message: string }, NewBankQuiz>({
      query: (body) => ({ url: 'api/bank/quizzes', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/bank/quizzes', 'post'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Quiz')]),
    }),
    /** The catalogue's topics of a subject and class (the admin topic screens' call; open to every signed-in user). */
    bankTopics: build.query<Topic[], { classLevel: string; subject: string }>({
      query: (params) => ({ url: 'api/filter-topics', params }),
      transformResponse: (r: Answer<'/api/filter-topics', 'get'>) => r.data,
      providesTags: [listTag('Topic')],
    }),
  }),
});

export const {
  useBankQuestionsQuery,
  useBankQuestionQuery,
  useBankCreateMutation,
  useBankUpdateMutation,
  useBankDeleteMutation,
  useBankCheckMutation,
  useBankTryAnswerMutation,
  useBankImportMutation,
  useBankExportMutation,
  useBankCreateQuizMutation,
  useBankGenerateMutation,
  useBankTopicsQuery,
} = bankApi;
