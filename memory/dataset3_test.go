package memory

import (
	"math/rand/v2"
	"time"
)

// The grove-exchange-v1 retrieval set, shaped like long-conversation
// benchmarks: two friends, Mia and Jonah, 24 sessions, every turn one
// memory "Speaker: text". Unlike grove-friends-v1, news comes out as an
// exchange: one friend asks about something, the other answers with the
// details in other words, so a question's words are split between the
// asking turn and the answer. The evidence is the answer. Questions are
// asked by a reader of the chats who knows only what was said.

const exchangeName = "grove-exchange-v1"

type exchange struct {
	asker      int // 0 Mia, 1 Jonah
	ask        string
	answer     string
	aftermath  string // the asker's reaction
	question   string
	distractor []string
}

var exchangeNames = [2]string{"Mia", "Jonah"}

func exchangeEvents() []exchange {
	return []exchange{
		{0, "Did you ever hear back about the scholarship application?", "Yes!! They're covering full tuition for the nursing program, I start in September.", "That's incredible, you earned it.",
			"Which program is Jonah's scholarship for?", []string{"The application portal crashed twice on me today.", "My cousin got a scholarship for swimming."}},
		{1, "How did the audition go on Friday?", "I got the part! I'm playing the baker in Into the Woods, rehearsals are every Thursday.", "Haha the baker, perfect casting.",
			"What role did Mia get after her audition?", []string{"Friday traffic was brutal.", "There's a new baker on our street with amazing croissants."}},
		{0, "What happened with the apartment hunt?", "We signed a lease on a two-bedroom near the river, the rent's steep but there's a balcony.", "A balcony! I'm coming over for dinner.",
			"What kind of apartment did Jonah sign a lease on?", []string{"My landlord raised the rent again.", "The river flooded the bike path after the storm."}},
		{1, "Are you still thinking about getting a dog?", "We went to the rescue on Sunday and brought home a greyhound called Comet, he sleeps all day.", "Greyhounds are such couch potatoes.",
			"What dog did Mia bring home from the rescue?", []string{"A dog chased my bike this morning.", "Sunday was the only sunny day this week."}},
		{0, "How's your dad doing after the surgery?", "Much better, the knee replacement went smoothly and he's walking with a cane already.", "So glad to hear that.",
			"What surgery did Jonah's dad have?", []string{"My dad keeps sending me articles about cholesterol.", "The surgery waiting room had terrible coffee."}},
		{1, "Did you end up going to the pottery thing?", "I did, I made a wonky teapot and a set of four mugs, glazed them blue.", "Wonky teapots have character.",
			"What did Mia make at the pottery class?", []string{"Blue is my least favorite color honestly.", "My mug collection is out of control."}},
		{0, "What did you decide about the job offer in Denver?", "I turned it down, the salary was good but I couldn't leave my team mid-project.", "Loyal to the end, respect.",
			"Why did Jonah turn down the job in Denver?", []string{"Denver got two feet of snow last night.", "My team lunch got cancelled again."}},
		{1, "How was the camping trip?", "Freezing! We hiked to Lake Agnes and a bear walked right past our tent at dawn.", "A bear?! I would have screamed.",
			"What animal did Mia see near her tent on the camping trip?", []string{"The camping store is having a sale on tents.", "I hiked up to the old fire tower with my brother."}},
		{0, "Did your sister have the baby yet?", "Yes, a little girl named Iris, born on the 3rd, seven pounds.", "Welcome to the world, Iris!",
			"What did Jonah's sister name her baby?", []string{"My neighbor's baby cries at 4am every night.", "Seven pounds of laundry and I still have nothing to wear."}},
		{1, "What are you doing for your birthday?", "Nothing fancy, a karaoke night with the old crew, I'm singing Dancing Queen no matter what.", "Dancing Queen is mandatory.",
			"How is Mia celebrating her birthday?", []string{"My birthday cake collapsed in the oven last year.", "The old crew hasn't met up in ages."}},
		{0, "How's the marathon training?", "I had to stop, I tore a calf muscle on a long run, physio says six weeks off.", "Ugh, rest up properly.",
			"Why did Jonah stop training for the marathon?", []string{"The marathon closed half the roads downtown.", "Physio appointments are so expensive."}},
		{1, "Did you finish the quilt for your grandma?", "Finally, it took eight months, it's made from my grandpa's old flannel shirts.", "That's the most thoughtful gift ever.",
			"What is Mia's quilt for her grandma made from?", []string{"My grandma still calls me by my cousin's name.", "Flannel season is the best season."}},
		{0, "How did the exam go?", "I passed the bar on the first try, still can't believe it.", "Counselor Jonah! Drinks on you.",
			"What exam did Jonah pass on his first try?", []string{"The exam hall was freezing.", "The bar on the corner has trivia on Tuesdays."}},
		{1, "What's going on with your car?", "The transmission died on the highway, so I'm biking to work until I can afford a new one.", "Biking in this weather is brave.",
			"How is Mia getting to work since her car broke down?", []string{"The highway exit has been closed for months.", "My coworker bikes in wearing a full suit."}},
		{0, "Did you go to the concert?", "Front row for Fleetwood Mac's tribute band, I lost my voice from singing along.", "Jealous, I love them.",
			"Which band did Jonah see in concert?", []string{"The concert hall is getting renovated.", "I lost my keys at the grocery store."}},
		{1, "How are the kids liking the new school?", "Leo loves it, he joined the robotics club and built a little sumo robot.", "A sumo robot, amazing.",
			"Which club did Mia's son join at his new school?", []string{"The school bus was late three days in a row.", "My nephew wants to be a sumo wrestler."}},
		{0, "Have you started the garden yet?", "Yes, I built three raised beds and planted garlic, kale and strawberries.", "Strawberries from the garden are unbeatable.",
			"What did Jonah plant in his raised beds?", []string{"The community garden has a waiting list.", "I bought strawberries and they went moldy in a day."}},
		{1, "What did the doctor say about your headaches?", "Turns out I need glasses, I've been squinting at screens for years.", "Glasses will suit you.",
			"What did the doctor find was causing Mia's headaches?", []string{"The doctor's office plays the worst music.", "Screens before bed ruin my sleep."}},
		{0, "How was Japan?", "Unreal. We did Kyoto and Osaka, and I ate my weight in takoyaki.", "Takoyaki is the best street food.",
			"Which cities did Jonah visit in Japan?", []string{"Japan is on my bucket list.", "I tried a sushi place downtown, not great."}},
		{1, "Did you get the promotion?", "I did, I'm now the head of the design team, eight people report to me.", "Boss Mia!",
			"What position was Mia promoted to?", []string{"The design of the new bus stops is so ugly.", "My boss forgot my name in the meeting."}},
		{0, "Are you still volunteering at the library?", "Every Saturday, I run a reading hour for toddlers, we do puppets and everything.", "Puppets, adorable.",
			"What does Jonah do when he volunteers at the library?", []string{"The library fines are ridiculous.", "Saturday mornings I sleep in, no exceptions."}},
		{1, "How's the podcast going?", "We just hit a thousand listeners, episode twelve was about haunted lighthouses.", "Haunted lighthouses, I need to listen.",
			"What was episode twelve of Mia's podcast about?", []string{"I listen to podcasts on my commute.", "The lighthouse tour was closed for repairs."}},
	}
}

var exchangeChat = [][2]string{
	{"How's everything going with you?", "Pretty good, just busy with work and stuff."},
	{"Did you do anything fun this weekend?", "Not really, just relaxed and cleaned the house."},
	{"Have you been sleeping better?", "A bit, I stopped looking at my phone in bed."},
	{"What are you watching these days?", "A cooking competition show, it's so addictive."},
	{"Did you try that recipe I sent you?", "Yes! The lemon pasta was a hit."},
	{"How's the weather over there?", "Rainy all week, I'm over it."},
	{"Are you going to the reunion?", "Maybe, I haven't decided yet."},
	{"How was your week?", "Long, lots of meetings, but fine."},
	{"Did you see the photos I posted?", "Yes, the sunset one was gorgeous."},
	{"What are you reading right now?", "A mystery novel, can't put it down."},
	{"How's your mom?", "She's good, busy with her book club."},
	{"Any plans for the holidays?", "We're staying home this year, keeping it simple."},
	{"Did you fix your laptop?", "Nope, still using my old tablet."},
	{"Want to grab coffee next week?", "Yes please, Wednesday works for me."},
}

// exchangeDataset builds the turns and questions; now is one week after
// the last session.
func exchangeDataset() ([]turn, []question, time.Time) {
	r := rand.New(rand.NewPCG(11, 5))
	events := exchangeEvents()
	const sessions = 24
	start := time.Date(2022, 9, 10, 19, 0, 0, 0, time.UTC)
	perm := r.Perm(sessions)
	eventAt := map[int][]int{}
	for i := range events {
		s := perm[i%sessions]
		eventAt[s] = append(eventAt[s], i)
	}
	distractAt := map[int][]string{}
	for _, e := range events {
		for _, d := range e.distractor {
			s := r.IntN(sessions)
			distractAt[s] = append(distractAt[s], d)
		}
	}
	var turns []turn
	evidence := map[int]int{}
	var now time.Time
	for s := range sessions {
		at := start.AddDate(0, 0, 16*s+r.IntN(4))
		now = at.AddDate(0, 0, 7)
		add := func(who int, text string) int {
			turns = append(turns, turn{Session: s, Role: exchangeNames[who], Text: text, At: at.Add(time.Duration(len(turns)%60) * time.Minute)})
			return len(turns) - 1
		}
		chat := r.Perm(len(exchangeChat))[:5+r.IntN(4)]
		evs := eventAt[s]
		ds := distractAt[s]
		for i, ci := range chat {
			who := r.IntN(2)
			add(who, exchangeChat[ci][0])
			add(1-who, exchangeChat[ci][1])
			if i < len(evs) {
				e := events[evs[i]]
				add(e.asker, e.ask)
				evidence[evs[i]] = add(1-e.asker, e.answer)
				add(e.asker, e.aftermath)
			}
			if i < len(ds) {
				add(r.IntN(2), ds[i])
			}
		}
	}
	var qs []question
	for i, e := range events {
		qs = append(qs, question{Text: e.question, Kind: "exchange", Evidence: []int{evidence[i]}})
	}
	return turns, qs, now
}
