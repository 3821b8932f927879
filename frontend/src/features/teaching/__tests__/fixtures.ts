import { studentUser } from '@/test/fixtures';
import type { SessionUser } from '@/lib/types';
import type { Analysis, Assignment, Marking, Results, SchoolClass, TeacherHome } from '../types';

const session = (role: 'admin' | 'teacher' | 'student', over: Partial<SessionUser> = {}): SessionUser => ({
  ...studentUser,
  id: `${role}1`,
  uid: `${role}1`,
  username: role,
  role,
  userType: role === 'admin' ? 'Admin' : 'Student',
  isLoggedIn: true,
  ...over,
});

export const asAdmin = { preloadedState: { session: { user: session('admin', { className: null }) } } };
export const asTeacher = { preloadedState: { session: { user: session('teacher') } } };
export const asStudent = { preloadedState: { session: { user: session('student') } } };

export function schoolClass(over: Partial<SchoolClass> = {}): SchoolClass {
  return {
    id: 'c1',
    name: 'Form 2 B',
    classLevel: 'Form 2',
    stream: null,
    schoolYear: '2026-2027',
    teachers: [{ id: 't1', username: 'mrs.tabe', fullName: 'Tabe Mary' }],
    studentCount: 2,
    createdAt: '2026-09-01T07:00:00Z',
    ...over,
  };
}

export const students = [
  { id: 's1', username: 'ama', fullName: 'Ama Ngono', classLevel: 'Form 2' },
  { id: 's2', username: 'bih', fullName: 'Bih Fon', classLevel: 'Form 2' },
];

export function assignment(over: Partial<Assignment> = {}): Assignment {
  return {
    id: 'a1',
    classId: 'c1',
    className: 'Form 2 B',
    quizId: 'q1',
    title: 'Digestion test',
    subject: 'Biology',
    topic: 'Human Digestive System',
    quizType: 'short-answer',
    questionCount: 2,
    mode: 'exam',
    opensAt: '2026-11-24T08:00:00Z',
    closesAt: '2026-11-24T10:00:00Z',
    timeLimitMinutes: 20,
    attemptsAllowed: 1,
    keys: 'afterClosing',
    state: 'open',
    setBy: 't1',
    createdAt: '2026-11-23T18:00:00Z',
    ...over,
  };
}

export function results(over: Partial<Results> = {}): Results {
  return {
    assignment: assignment(),
    rows: [
      { student: students[0], status: 'submitted', attemptId: 'x1', score: 80, timeTaken: 640, submittedAt: '2026-11-24T08:30:00Z', attempts: 1, moderated: false },
      { student: students[1], status: 'notStarted', attemptId: null, score: null, timeTaken: null, submittedAt: null, attempts: 0, moderated: false },
    ],
    summary: { students: 2, notStarted: 1, inProgress: 0, submitted: 1, meanScore: 80 },
    ...over,
  };
}

export const analysis: Analysis = {
  attempts: 20,
  questions: [
    {
      number: 1,
      question: 'Where does starch digestion begin?',
      type: 'mcq',
      marks: 1,
      facility: 85,
      standardDeviation: 36.6,
      discrimination: -12.5,
      discriminativeEfficiency: 20,
      meanMark: 0.85,
      options: [
        { option: 'Mouth', correct: true, chosen: 17 },
        { option: 'Stomach', correct: false, chosen: 3 },
      ],
      flags: ['tooEasy', 'negativeDiscrimination'],
    },
    {
      number: 2,
      question: 'Name the enzyme in saliva.',
      type: 'short-answer',
      marks: 2,
      facility: 20,
      standardDeviation: null,
      discrimination: null,
      discriminativeEfficiency: null,
      meanMark: 0.4,
      flags: ['tooHard', 'weakDiscrimination'],
    },
  ],
};

export function marking(over: Partial<Marking> = {}): Marking {
  return {
    attempt: { id: 'x1', userId: 's1', studentName: 'Ama Ngono', score: 60, status: 'completed', assignmentId: 'a1' },
    questions: [
      {
        number: 1,
        question: 'Name the enzyme in saliva and say what it digests.',
        answer: 'Ptyalin breaks starch',
        modelAnswer: 'Salivary amylase digests starch.',
        markingScheme: [
          { point: 'amylase', marks: 1 },
          { point: 'starch', marks: 1 },
        ],
        marks: 2,
        marksAwarded: 1,
        feedback: 'Starch named; the enzyme not recognised.',
      },
      {
        number: 2,
        question: 'Where is bile made?',
        answer: 'In the liver',
        modelAnswer: 'The liver.',
        markingScheme: [{ point: 'liver', marks: 1 }],
        marks: 1,
        marksAwarded: 1,
        feedback: 'Correct.',
      },
    ],
    changes: [],
    moderated: false,
    ...over,
  };
}

export function home(over: Partial<TeacherHome> = {}): TeacherHome {
  return {
    classes: [schoolClass()],
    open: [assignment()],
    upcoming: [assignment({ id: 'a2', title: 'Respiration quiz', state: 'upcoming', opensAt: '2026-11-30T07:00:00Z', closesAt: '2026-12-01T07:00:00Z' })],
    toModerate: [{ attemptId: 'x1', assignmentId: 'a1', title: 'Digestion test', studentName: 'Ama Ngono', submittedAt: '2026-11-24T08:30:00Z' }],
    weakestTopics: [
      {
        classId: 'c1',
        className: 'Form 2 B',
        topics: [
          { subject: 'Biology', topic: 'Human Digestive System', meanScore: 41, attempts: 12 },
          { subject: 'Chemistry', topic: 'Acids and Bases', meanScore: 55, attempts: 9 },
        ],
      },
    ],
    ...over,
  };
}
