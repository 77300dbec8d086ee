package heuristic

// Word lists for the facts that must match (facts.go,
// courts.go): spelled numbers, units, ordinals, states and
// their Bluebook abbreviations, court levels, common capitalised words.

// Facts (facts.go). numberWords are spelled numbers a fact may
// use; unitWords make a spelled number a fact (ten miles, two years);
// courtLevelWords and stateNames let a court named in a proposition be
// compared with the source's court.
const numberWordList = `zero 0 one 1 two 2 three 3 four 4 five 5 six 6 seven 7 eight 8 nine 9 ten 10 eleven 11 twelve 12 thirteen 13 fourteen 14 fifteen 15 sixteen 16 seventeen 17 eighteen 18 nineteen 19 twenty 20 thirty 30 forty 40 fifty 50 sixty 60 seventy 70 eighty 80 ninety 90 hundred 100 thousand 1000 million 1000000 billion 1000000000`

const unitWordList = `year years month months week weeks day days hour hours mile miles kilometer kilometers percent dollars dollar cents`

const ordinalWordList = `first 1 second 2 third 3 fourth 4 fifth 5 sixth 6 seventh 7 eighth 8 ninth 9 tenth 10 eleventh 11 twelfth 12 1st 1 2nd 2 3rd 3 4th 4 5th 5 6th 6 7th 7 8th 8 9th 9 10th 10 11th 11 d.c. 12 federal 13`

// stateNames pairs each state's name with its Bluebook abbreviation, so
// "a Colorado court" matches a source decided by "Colo. App.".
const stateNameList = `Alabama Ala.|Alaska Alaska|Arizona Ariz.|Arkansas Ark.|California Cal.|Colorado Colo.|Connecticut Conn.|Delaware Del.|Florida Fla.|Georgia Ga.|Hawaii Haw.|Idaho Idaho|Illinois Ill.|Indiana Ind.|Iowa Iowa|Kansas Kan.|Kentucky Ky.|Louisiana La.|Maine Me.|Maryland Md.|Massachusetts Mass.|Michigan Mich.|Minnesota Minn.|Mississippi Miss.|Missouri Mo.|Montana Mont.|Nebraska Neb.|Nevada Nev.|New Hampshire N.H.|New Jersey N.J.|New Mexico N.M.|New York N.Y.|North Carolina N.C.|North Dakota N.D.|Ohio Ohio|Oklahoma Okla.|Oregon Or.|Pennsylvania Pa.|Rhode Island R.I.|South Carolina S.C.|South Dakota S.D.|Tennessee Tenn.|Texas Tex.|Utah Utah|Vermont Vt.|Virginia Va.|Washington Wash.|West Virginia W. Va.|Wisconsin Wis.|Wyoming Wyo.`

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
const commonCapitalisedList = `Court Courts Circuit Supreme District State States United Federal Congress Justice Judge Rule Rules Code Section Sections Article Act Acts Vault Under Where When While Because Although However Here This That These Those Such Each Every Only Also Some Many Most Other Both Either Neither With Without From Into Over Upon After Before Since Until Unless Whether Thus Then There Their They Party Parties Clause Clauses Forum Chancery Appeals Appellate Superior Commonwealth January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday Id Ibid See Accord Compare Contra But If In On At As By For Of Or And The A An It Its Not No Nor Yet So Even Just Still Once Twice Note Notes Summary Question Questions Background Analysis Conclusion Discussion Sources Source English American Chief Associate Justices Judges Magistrate Bankruptcy Tax Claims Restatement Second Third Model Uniform Statute Statutes Regulation Regulations Constitution Amendment Amendments Fifth Fourteenth First Eighth Ninth Seventh Sixth Tenth Eleventh Fourth Twelfth Mr Mrs Ms Dr Professor Inc Co Corp LLC LLP Ltd`
