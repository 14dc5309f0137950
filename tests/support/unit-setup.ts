// Screens under test wait for what a person would see (findBy…, waitFor). On a busy 2-core CI
// machine a render can take seconds, so the bound is generous: a correct screen is never failed for
// being slow, and a wrong one still fails, only later.
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 15_000 });
