/** The practice exam forms' input. */
import { z } from "zod";

/** A survey's answers by field (`q_<question id>`); which questions and options are the service's check (rules `checkSurvey`). */
export const SurveySchema = z.record(z.string(), z.string().optional());
