import type { Attempt, Quiz, SessionUser, User } from '@/lib/types';

export const studentUser: User = {
  id: 'u1',
  uid: 'u1',
  username: 'amina',
  email: 'amina@example.cm',
  phoneNumber: '670000000',
  role: 'student',
  status: 'active',
  resident: 'government',
  school: 'GBHS Yaoundé',
  age: 14,
  className: 'Form 2',
  profilePic: null,
  subjects: ['Mathematics', 'Biology'],
  streak: 3,
  createdAt: { seconds: 1_700_000_000, nanoseconds: 0 },
};

export const sessionStudent: SessionUser = { ...studentUser, userType: 'Student', isLoggedIn: true };

export const mcqQuiz: Quiz = {
  id: 'q1',
  title: 'Fractions',
  description: 'Adding and comparing fractions',
  subject: 'Mathematics',
  topic: 'Fractions',
  classLevel: 'Form 2',
  quizType: 'multiple-choice-questions',
  estimateTime: 10,
  passPoints: 15,
  marks: 3,
  createdAt: { seconds: 1_700_000_000, nanoseconds: 0 },
  quizData: {
    title: 'Fractions',
    description: 'Adding and comparing fractions',
    estimatedTime: '10 minutes',
    questions: [
      { question: 'What is 1/2 + 1/4?', options: ['3/4', '2/6', '1/8', '1'] },
      { question: 'Which is larger?', options: ['1/3', '1/2'] },
      { question: 'What is 2/4 simplified?', options: ['1/2', '2/8', '4/2'] },
    ],
  },
};

/** A two-question short-answer quiz (3 marks). */
export const saqQuiz: Quiz = {
  id: 'q2',
  title: 'Photosynthesis',
  subject: 'Biology',
  topic: 'Photosynthesis',
  classLevel: 'Form 2',
  quizType: 'short-answer',
  quizData: {
    title: 'Photosynthesis',
    estimatedTime: '20 minutes',
    questions: [
      { title: 'Section A', marks: 3, questions: [{ question: 'Name the green pigment.', marks: 1 }, { question: 'Where does it happen?', marks: 2 }] },
    ],
  },
};

export function attemptFor(quiz: Quiz, over: Partial<Attempt> = {}): Attempt {
  const n = quiz.quizData?.questions?.length ?? 0;
  return {
    id: 'a1',
    userId: 'u1',
    quizId: quiz.id,
    subject: quiz.subject,
    topic: quiz.topic,
    classLevel: quiz.classLevel,
    score: 0,
    quizType: 'mcq',
    quizMode: 'exam',
    correctAnswers: 0,
    totalQuestions: n,
    selectedAnswers: Array.from({ length: n }, () => null),
    status: 'in progress',
    remainingTime: null,
    timeTaken: 0,
    createdAt: { seconds: 1_700_000_000, nanoseconds: 0 },
    quizData: quiz.quizData,
    ...over,
  };
}
