import TabsimCommands

Tabsim.main()
