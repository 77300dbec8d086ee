package grade

import (
	"path/filepath"
	"testing"
)

// privacyTrialSuite is the new user's trial of issue 26: a Vault of eight
// documents in consumer data privacy (a fictional state act as a Word
// file, a data processing agreement, opinions as a PDF, a star-paged Word
// file and HTML, a regulator's note, a counsel memo) and 31 answers
// graded by hand first (fixtures/privacy-trial/SUITE.md). Unlike the
// blind suites it was RELEASED from the start and rules 26.47-n were
// tuned on it, so its figures track the families it found rather than
// estimate accuracy on unseen answers.
var privacyTrialSuite = filepath.Join("..", "..", "fixtures", "privacy-trial")

// privacyTrialResponses is how many responses it was committed with.
const privacyTrialResponses = 31

// TestJudgePrivacyTrialMeasure grades the trial suite and logs its
// agreement and confusion matrices with the other suites', without a
// floor: the figures are read side by side before and after a change.
func TestJudgePrivacyTrialMeasure(t *testing.T) {
	measureFrozenSuite(t, "trial suite (privacy-trial)", privacyTrialSuite, privacyTrialResponses)
}

// TestPrivacyTrialSuiteDeterministic holds the trial suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts: among them the page pins into the star-paged Word
// opinion (PV-004), which a Word file's lack of pages of its own failed.
func TestPrivacyTrialSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, privacyTrialSuite, privacyTrialResponses)
}
