package memory

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// The grove-friends-v1 retrieval set, built by another procedure than
// grove-lifelog-v1 and with another vocabulary: a year of casual chats
// between two friends, Rafael and Nadia (no assistant), 30 sessions about two
// weeks apart, every turn one memory "Speaker: text" stamped with its
// session's date, as a long-conversation benchmark would load them. Life
// events of both (beekeeping, a ceramics course, a shelter, a choir, a roof,
// a trip north…) are each told in one session, among small talk and
// distractor turns that reuse the event's words. Every event has three
// questions worded as a stranger reading the chats would ask them: one
// with the event's own words, one paraphrased without its content words, and
// one pointing at the event by its time ("last spring", "in May", "in
// August 2024") rather than by the words of the statement. A question's evidence is the
// turn that tells the event.

const friendsName = "grove-friends-v1"

type event struct {
	who        int // 0 Rafael, 1 Nadia
	statement  string
	follow     string // the other friend's reply
	lexical    string
	paraphrase string
	timed      string // %s is replaced by the time expression of the session
	distract   []string
}

var friendsNames = [2]string{"Rafael", "Nadia"}

func friendsEvents() []event {
	return []event{
		{0, "Guess what, I set up my first beehive in the backyard on Saturday! About two thousand bees, lol.", "No way! Aren't you scared of getting stung?",
			"When did Rafael set up his first beehive?", "What insects does Rafael keep at home?", "What did Rafael set up in his backyard %s?",
			[]string{"There was a bee in the car today and I nearly crashed.", "My uncle sells honey at the farmers market."}},
		{1, "I signed up for a wheel-throwing ceramics course at the community studio, first class was a disaster haha.", "Haha everyone's first pot is a disaster.",
			"What kind of ceramics course did Nadia sign up for?", "What craft with clay is Nadia learning?", "What course did Nadia sign up for %s?",
			[]string{"I broke my favorite mug this morning, so sad.", "The studio next to my office is always noisy."}},
		{0, "I've been volunteering at the animal shelter on Sundays, walking the dogs nobody wants to adopt.", "That's so kind of you, those dogs need it.",
			"Where does Rafael volunteer on Sundays?", "How does Rafael help homeless pets?", "Where did Rafael start spending his Sundays %s?",
			[]string{"My neighbor's dog dug up my tulips again.", "Sundays are for sleeping in, honestly."}},
		{1, "I joined a choir! We rehearse Tuesday nights and I'm singing alto.", "Alto suits you, you've got that low voice.",
			"Which part does Nadia sing in the choir?", "What vocal range does Nadia perform with her group?", "What group did Nadia join %s?",
			[]string{"Tuesday nights are trash pickup, don't forget.", "I heard a street singer downtown, so good."}},
		{0, "A storm ripped half the shingles off our roof, the repair quote was eleven thousand dollars.", "Ouch, does insurance cover any of it?",
			"How much was the quote to repair Rafael's roof?", "What did the storm damage cost Rafael's house?", "What got damaged at Rafael's place %s?",
			[]string{"The storm knocked out power for the whole street.", "Dollars don't go far at the grocery store these days."}},
		{1, "We finally did the trip to Tromso, saw the northern lights three nights in a row!", "Jealous!! Was it freezing?",
			"Where did Nadia see the northern lights?", "Which Arctic city did Nadia travel to?", "Where did Nadia travel %s?",
			[]string{"My cousin lives up north and hates the winters.", "The lights in our hallway keep flickering."}},
		{0, "I got the job at the natural history museum, I'll be restoring fossils in the paleontology lab.", "Dream job! Congrats Rafa!",
			"What job did Rafael get at the natural history museum?", "What does Rafael do at work with dinosaur bones?", "What job offer did Rafael accept %s?",
			[]string{"The museum downtown has free entry on Fridays.", "My job has been so boring lately."}},
		{1, "My grandma moved in with us after her fall, so the guest room is hers now.", "How is she doing after the fall?",
			"Who moved in with Nadia after a fall?", "Which relative lives in Nadia's spare bedroom?", "Who came to live with Nadia %s?",
			[]string{"I nearly had a fall on the icy steps.", "The guest room needs a new mattress."}},
		{0, "I started baking sourdough, my starter is named Doughbert and he's thriving.", "Doughbert, amazing. Bring me a loaf!",
			"What is the name of Rafael's sourdough starter?", "What did Rafael call the yeast culture he uses for bread?", "What did Rafael start baking %s?",
			[]string{"The bakery on Elm closed down, sad.", "My starter at lunch was a weird cold soup."}},
		{1, "I ran my first half marathon, finished in two hours and four minutes.", "That's a great time for a first one!",
			"How long did it take Nadia to finish her first half marathon?", "What was Nadia's time in her first long race?", "What race did Nadia finish %s?",
			[]string{"My brother ran for city council and lost.", "It takes me two hours to get across town in traffic."}},
		{0, "We adopted a one-eyed tabby from the shelter and named her Pirate.", "Pirate! That's perfect.",
			"What did Rafael name the tabby he adopted?", "What is Rafael's new cat called?", "What pet did Rafael bring home %s?",
			[]string{"My landlord doesn't allow pets at all.", "The kids dressed up as pirates for the party."}},
		{1, "I passed my driving test on the third try, finally have my license.", "Third time's the charm!",
			"On which try did Nadia pass her driving test?", "How many attempts did Nadia need before she could legally get behind the wheel?", "What test did Nadia pass %s?",
			[]string{"The test at the clinic came back fine.", "Driving in the rain at night scares me."}},
		{0, "I'm learning Korean on an app before our trip to Seoul, I can read hangul now.", "Hangul is supposed to be really logical.",
			"Which language is Rafael learning before the trip to Seoul?", "What foreign tongue is Rafael studying with his phone?", "What language did Rafael start learning %s?",
			[]string{"My phone app crashed and I lost my notes.", "A trip to the dentist is on my calendar."}},
		{1, "I quit the law firm to open a bookshop cafe with my sister.", "Whoa, brave move! What's it called?",
			"Who is Nadia opening a bookshop cafe with?", "What business is Nadia starting with a family member?", "What did Nadia quit %s?",
			[]string{"My sister's cafe order is always complicated.", "The law about parking changed again."}},
		{0, "My brother Tiago got married in Lisbon, the wedding was on a boat.", "A boat wedding, so fancy.",
			"Where did Rafael's brother get married?", "In which Portuguese city was Tiago's ceremony held?", "Whose wedding did Rafael go to %s?",
			[]string{"We took a boat tour once and I got seasick.", "My brother is terrible at texting back."}},
		{1, "I planted a vegetable garden on the balcony, zucchini and cherry tomatoes.", "Balcony gardens are the best.",
			"What did Nadia plant on her balcony?", "What produce is Nadia growing at her flat?", "What did Nadia plant %s?",
			[]string{"Cherry season is my favorite time of year.", "The balcony door sticks when it rains."}},
		{0, "I broke my wrist skateboarding with my nephew, cast for six weeks.", "Oh no, how are you typing?",
			"How did Rafael break his wrist?", "What injury did Rafael get riding a board?", "What did Rafael break %s?",
			[]string{"My nephew wants a skateboard for his birthday.", "I broke a glass doing the dishes."}},
		{1, "I got accepted into the master's program in urban planning at McGill.", "Amazing, you'll redesign the whole city.",
			"Which master's program was Nadia accepted into?", "What graduate degree is Nadia going to study?", "What was Nadia accepted into %s?",
			[]string{"The city planning meeting was cancelled.", "My cousin studies at McGill too."}},
		{0, "I sold my old motorcycle and bought an electric cargo bike for the kids.", "Way more practical, and greener.",
			"What did Rafael buy after selling his motorcycle?", "How does Rafael carry his children around now?", "What did Rafael sell %s?",
			[]string{"A motorcycle woke the whole street at 3am.", "The kids want a trampoline."}},
		{1, "We threw a surprise party for my dad's sixtieth birthday, he cried.", "Aww, that's so sweet.",
			"Whose sixtieth birthday party did Nadia throw?", "What celebration did Nadia organize for her father?", "What party did Nadia throw %s?",
			[]string{"The party next door went until 2am.", "My dad keeps forwarding me weird videos."}},
		{0, "I've started climbing at the bouldering gym three times a week, my forearms are destroyed.", "Bouldering is addictive!",
			"How often does Rafael go to the bouldering gym?", "How many times weekly does Rafael climb indoors?", "What sport did Rafael take up %s?",
			[]string{"The gym membership fee went up.", "My forearms are sunburned from the beach."}},
		{1, "I'm fostering two kittens for the rescue until they're big enough to adopt out.", "Kittens! Send pictures immediately.",
			"How many kittens is Nadia fostering?", "How many baby cats is Nadia caring for temporarily?", "What did Nadia start fostering %s?",
			[]string{"The rescue mission on the news was incredible.", "My allergies flare up around cats."}},
		{0, "We painted the nursery sage green, the baby is due in March.", "Sage green is lovely, so calm.",
			"What color did Rafael paint the nursery?", "What shade are the walls of the room for Rafael's baby?", "What room did Rafael paint %s?",
			[]string{"Green smoothies taste like grass to me.", "The painter never showed up for the fence."}},
		{1, "I won second place in the city chess tournament, lost the final to a twelve-year-old.", "A twelve-year-old! Chess prodigy.",
			"What place did Nadia win in the chess tournament?", "How did Nadia do in the board game competition?", "What competition did Nadia enter %s?",
			[]string{"My nephew is twelve and already taller than me.", "The city put up a new tournament banner."}},
	}
}

var friendsSmallTalk = [][2]string{
	{"How was your week?", "Busy but fine, work was a lot."},
	{"Did you watch the game last night?", "Only the second half, what a finish."},
	{"I'm so tired, the neighbors had a party.", "Ugh, earplugs are a lifesaver."},
	{"Any plans for the weekend?", "Probably just cleaning and groceries."},
	{"This weather is crazy, right?", "Hot one day, freezing the next."},
	{"I tried that new ramen place downtown.", "Was it good? I keep walking past it."},
	{"My phone is dying, I need a new one.", "Get one with a good camera this time."},
	{"I binge-watched a whole series this weekend.", "Which one? I need something new."},
	{"Traffic was a nightmare this morning.", "The bridge construction is the worst."},
	{"I finally cleaned out my closet.", "I should do that, it's chaos."},
	{"Did you see the news about the train strike?", "Yeah, I had to work from home."},
	{"I made a huge pot of chili yesterday.", "Save me some!"},
	{"My back hurts from sitting all day.", "You need a standing desk."},
	{"Have you talked to Marco lately?", "Not really, he's been quiet."},
	{"I'm thinking of cutting my hair short.", "Do it, it'll grow back anyway."},
	{"The coffee at work is undrinkable.", "Bring your own thermos."},
	{"I can't believe it's already this late in the year.", "Time flies, seriously."},
	{"I got a parking ticket again.", "Those meters are a scam."},
}

// friendsWhen renders a session date as the time expression a person asking
// at now would use.
func friendsWhen(at, now time.Time, r *rand.Rand) string {
	season := map[time.Month]string{12: "winter", 1: "winter", 2: "winter", 3: "spring", 4: "spring", 5: "spring",
		6: "summer", 7: "summer", 8: "summer", 9: "fall", 10: "fall", 11: "fall"}[at.Month()]
	switch r.IntN(3) {
	case 0:
		return "in " + at.Month().String() + " " + fmt.Sprint(at.Year())
	case 1:
		if now.Sub(at) > 300*24*time.Hour {
			return "in " + at.Month().String() + " " + fmt.Sprint(at.Year())
		}
		return "in " + at.Month().String()
	}
	if true {
		if at.Year() == now.Year() || at.Month() == 12 && at.Year()+1 == now.Year() {
			return "this " + season
		}
	}
	return "last " + season
}

// friendsDataset builds the turns and questions; now is the time the
// questions are asked (one week after the last session).
func friendsDataset() ([]turn, []question, time.Time) {
	r := rand.New(rand.NewPCG(7, 2027))
	events := friendsEvents()
	const sessions = 30
	start := time.Date(2023, 3, 4, 15, 0, 0, 0, time.UTC)
	dates := make([]time.Time, sessions)
	for s := range sessions {
		dates[s] = start.AddDate(0, 0, 13*s+r.IntN(3))
	}
	now := dates[sessions-1].AddDate(0, 0, 7)
	// One event per session at most keeps every time expression pointing at
	// a single event; the rest of the sessions are small talk.
	perm := r.Perm(sessions)
	eventAt := map[int]int{}
	for i := range events {
		eventAt[perm[i]] = i
	}
	distractAt := map[int][]string{}
	for _, e := range events {
		for _, d := range e.distract {
			s := r.IntN(sessions)
			distractAt[s] = append(distractAt[s], d)
		}
	}
	var turns []turn
	evidence := map[int]int{}
	for s := range sessions {
		at := dates[s]
		add := func(who int, text string) int {
			turns = append(turns, turn{Session: s, Role: friendsNames[who], Text: text, At: at.Add(time.Duration(len(turns)%40) * time.Minute)})
			return len(turns) - 1
		}
		first := r.IntN(2)
		add(first, []string{"Hey! Long time no see.", "Hiii, how's it going?", "Hey you, got a minute to chat?"}[r.IntN(3)])
		add(1-first, []string{"Hey! Good, you?", "Always for you, what's up?", "Hi! Just got home."}[r.IntN(3)])
		talk := r.Perm(len(friendsSmallTalk))[:4+r.IntN(4)]
		ds := distractAt[s]
		for i, ti := range talk {
			who := r.IntN(2)
			if ei, ok := eventAt[s]; ok && i == len(talk)/2 {
				e := events[ei]
				evidence[ei] = add(e.who, e.statement)
				add(1-e.who, e.follow)
			}
			add(who, friendsSmallTalk[ti][0])
			add(1-who, friendsSmallTalk[ti][1])
			if i < len(ds) {
				add(r.IntN(2), ds[i])
			}
		}
		add(r.IntN(2), []string{"Gotta run, talk soon!", "Ok bye, see you!", "Night! Chat later."}[r.IntN(3)])
	}
	var qs []question
	for i, e := range events {
		ev := []int{evidence[i]}
		when := friendsWhen(turns[evidence[i]].At, now, r)
		qs = append(qs,
			question{Text: e.lexical, Kind: "lexical", Evidence: ev},
			question{Text: e.paraphrase, Kind: "paraphrase", Evidence: ev},
			question{Text: strings.Replace(e.timed, "%s", when, 1), Kind: "time", Evidence: ev})
	}
	return turns, qs, now
}
