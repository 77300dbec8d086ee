package heuristic

import _ "embed"

// Word lists for the facts that must match (facts.go,
// courts.go): spelled numbers, units, ordinals, states and
// their Bluebook abbreviations, court levels, common capitalised words.

// Facts (facts.go). numberWords are spelled numbers a fact may
// use; unitWords make a spelled number a fact (ten miles, two years);
// courtLevelWords and stateNames let a court named in a proposition be
// compared with the source's court.
//
//go:embed tables/numbers.txt
var numberWordList string

//go:embed tables/units.txt
var unitWordList string

//go:embed tables/ordinals.txt
var ordinalWordList string

// stateNames pairs each state's name with its Bluebook abbreviation, so
// "a Colorado court" matches a source decided by "Colo. App.".
//
//go:embed tables/states.txt
var stateNameList string

// courtLevelWords name kinds of court; a proposition naming one must
// not contradict the source's court.
var courtLevelWords = []struct{ words, short []string }{
	{[]string{"supreme court"}, []string{"supreme", "u.s.", "s. ct."}},
	{[]string{"court of appeals", "court of appeal", "appeals court", "appellate court", "appellate division", "superior court", "district court of appeal"}, []string{"app.", "appeals", "appellate", "super.", "cir.", "circuit", "court of appeal"}},
	{[]string{"district court", "federal district court"}, []string{"d.", "dist.", "district"}},
	{[]string{"court of chancery", "chancery court"}, []string{"ch.", "chancery"}},
}

// commonCapitalised are capitalised words that name no particular
// party or authority, so a proposition may use them without the passage
// doing so.
//
//go:embed tables/common_capitalised.txt
var commonCapitalisedList string
